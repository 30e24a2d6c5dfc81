/**
 * The server render reuses one i18next instance per locale and namespace set (it made one per
 * request before); new catalogue objects (development re-reads them) get a new instance.
 */
import type { i18n } from 'i18next';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from './create-i18n';
import type { I18nProps } from './i18n-config';
import { serverI18nInstance } from './server-i18n';
import { useI18nInstance } from './use-i18n-instance';

const common = {
  greeting: 'Bună ziua',
  photos_one: '{{count}} fotografie',
  photos_few: '{{count}} fotografii',
  photos_other: '{{count}} de fotografii',
  hello: 'Salut, {{name}}!',
};
const home = { title: 'Acasă' };
const props = (resources: I18nProps['resources']): I18nProps => ({ locale: 'ro', resources });

/** Renders a component using the hook, as _app does on the server, and returns the instance it got. */
function renderWith(i18nProps: I18nProps): i18n {
  let seen: i18n | undefined;
  function Probe() {
    seen = useI18nInstance(i18nProps);
    return createElement('p', null, seen.t('greeting'));
  }
  expect(renderToString(createElement(Probe))).toBe('<p>Bună ziua</p>');
  if (!seen) throw new Error('not rendered');
  return seen;
}

describe('useI18nInstance on the server', () => {
  it('gives every render of the same catalogues the same instance', () => {
    const first = renderWith(props({ common, home }));
    const second = renderWith(props({ common, home }));
    expect(second).toBe(first);
    expect(second.t('title', { ns: 'home' })).toBe('Acasă');
  });

  it('keeps one instance per namespace set', () => {
    const withHome = serverI18nInstance(props({ common, home }));
    const withoutHome = serverI18nInstance(props({ common }));
    expect(withoutHome).not.toBe(withHome);
    expect(serverI18nInstance(props({ home, common }))).toBe(withHome);
    expect(withoutHome.exists('title', { ns: 'home' })).toBe(false);
  });

  it('follows new catalogue objects (development re-reads them)', () => {
    const before = serverI18nInstance(props({ common, home }));
    const edited = serverI18nInstance(props({ common: { greeting: 'Salut' }, home }));
    expect(edited).not.toBe(before);
    expect(edited.t('greeting')).toBe('Salut');
  });
});

describe('the server instance translates as a fresh one does', () => {
  const resources = { common, home };
  function Texts() {
    const { t } = useTranslation(['common', 'home']);
    const lines = [
      t('greeting'),
      t('home:title'),
      t('photos', { count: 1 }),
      t('photos', { count: 3 }),
      t('photos', { count: 25 }),
      t('photos', { count: 3 }),
      t('hello', { name: 'Ana' }),
      t('hello', { name: 'Ion' }),
      // Not remembered (an object option), still right.
      t('hello', { name: 'Eva', nested: { a: 1 } }),
      t('missing.key', 'implicit default'),
    ];
    return createElement('p', null, lines.join(' | '));
  }
  const render = (instance: i18n) =>
    renderToString(createElement(I18nextProvider, { i18n: instance }, createElement(Texts)));

  it('plurals, interpolation, namespaces and defaults, twice', () => {
    const expected = render(createI18n(props(resources)));
    expect(expected).toContain('3 fotografii | 25 de fotografii');
    const shared = serverI18nInstance(props(resources));
    expect(render(shared)).toBe(expected);
    expect(render(shared)).toBe(expected);
  });
});
