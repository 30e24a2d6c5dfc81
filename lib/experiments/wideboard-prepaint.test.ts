import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { variantOf } from './experiment-cookie';
import { WIDEBOARD_EXPERIMENT, WIDEBOARD_HIDDEN_ATTRIBUTE, WIDEBOARD_PREPAINT_SOURCE } from './wideboard-prepaint';

/** Runs the inline script against a document with `cookie`; true when it marked <html>. */
function marks(cookie: string): boolean {
  const attributes = new Map<string, string>();
  const document = {
    cookie,
    documentElement: {
      setAttribute: (name: string, value: string) => attributes.set(name, value),
      removeAttribute: (name: string) => attributes.delete(name),
    },
  };
  runInNewContext(WIDEBOARD_PREPAINT_SOURCE, { document });
  return attributes.has(WIDEBOARD_HIDDEN_ATTRIBUTE);
}

describe('the wideboard pre-paint script', () => {
  const laquesis = (value: string) => `vid=1; laquesis=${value}; other=x`;
  it.each([
    ['ADS-WIDEBOARD@b', true],
    ['ADS-WIDEBOARD@a', false],
    ['ads-wideboard@B', true],
    ['OTHER@b#ADS-WIDEBOARD@b|x', true],
    ['ADS-WIDEBOARD@a#ADS-WIDEBOARD@b', false],
    ['ADS-WIDEBOARD@!!#ADS-WIDEBOARD@b', true],
    [encodeURIComponent('ALPHA@a#ADS-WIDEBOARD@b'), true],
    [' ADS-WIDEBOARD@b ', true],
    ['ADS-WIDEBOARD@c', false],
    // No variant yet (the bootstrap assigns one after the paint): hidden on this page.
    ['ADS-WIDEBOARDX@a', true],
    ['@a', true],
    ['', true],
    ['%E0%A4%A', true],
  ])('laquesis=%s → hidden: %s, as variantOf reads it', (value, hidden) => {
    expect(marks(laquesis(value))).toBe(hidden);
    let decoded = value;
    try {
      decoded = decodeURIComponent(value);
    } catch {
      return; // a malformed cookie: the script gives up quietly, variantOf never sees one
    }
    const variant = variantOf(decoded, WIDEBOARD_EXPERIMENT);
    expect(variant === null || variant === 'b').toBe(hidden);
  });

  it('reads only the laquesis cookie: without it the visitor has no variant yet', () => {
    expect(marks('laquesis=ADS-WIDEBOARD@a')).toBe(false);
    expect(marks('xlaquesis=ADS-WIDEBOARD@a')).toBe(true);
    expect(marks('laquesisff=ADS-WIDEBOARD@a')).toBe(true);
    expect(marks('')).toBe(true);
  });
});
