// @vitest-environment jsdom
/**
 * Generated paths of the cookie-consent flow, walked on the machine and through ConsentBanner and
 * the preferences dialog: the banner shows only while asking, the dialog's switches follow the
 * draft, and every decision is in the consent cookie and published to the consent store.
 */
import { fireEvent, render } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { EventObject } from 'xstate';
import { ConsentBanner } from '@/components/consent/consent-banner';
import ConsentPreferences from '@/components/consent/consent-preferences';
import {
  CONSENT_COOKIE,
  OPTIONAL_CATEGORIES,
  parseConsent,
  serializeConsent,
  type ConsentChoices,
} from '@/lib/consent/consent-cookie';
import {
  consentChoices,
  onConsentPreferencesRequest,
  publishConsent,
  requestConsentPreferences,
} from '@/lib/consent/consent-store';
import { createI18n } from '@/lib/i18n/create-i18n';
import type { TranslationTree } from '@/lib/i18n/i18n-config';
import { readCookie } from '@/lib/tracking/cookies';
import type { ConsentContext, ConsentEvent, ConsentInput } from '@/machines/consent/consent.types';
import { useConsent } from '@/machines/consent/use-consent';
import { findRegisteredMachine } from '@/machines/registry';
import { describeFlow } from './describe-flow';
import { accessibleName, allWithRole, buttonNamed, theButtonNamed, theOneWithRole } from './dom-queries';
import type { FlowSnapshot } from './flow-model';

const common = JSON.parse(
  readFileSync(path.join(process.cwd(), 'public', 'locales', 'ro', 'common.json'), 'utf8'),
) as TranslationTree;
const missing: string[] = [];

const SWITCH_NAMES: Record<string, string> = { C0002: 'Performanță', C0003: 'Funcționale', C0004: 'Publicitate' };
const FOOTER_LINK = 'Setări cookie-uri';

function Harness({ input }: { input: ConsentInput }) {
  const view = useConsent(input);
  const { openPreferences } = view;
  useEffect(() => onConsentPreferencesRequest(openPreferences), [openPreferences]);
  return (
    <>
      <footer>
        <button type="button" onClick={requestConsentPreferences}>
          {FOOTER_LINK}
        </button>
      </footer>
      <ConsentBanner view={view} Preferences={ConsentPreferences} />
    </>
  );
}

function clearConsentCookie() {
  document.cookie = `${CONSENT_COOKIE}=; Path=/; Max-Age=0`;
}

const banner = () => document.querySelector('[data-testid="consent-banner"]');
const cookieChoices = () => parseConsent(readCookie(document.cookie, CONSENT_COOKIE))?.choices ?? null;

describeFlow(findRegisteredMachine('consent')!, (scenario) => {
  const input = scenario.input as ConsentInput;
  clearConsentCookie();
  publishConsent(null);
  // A returning visitor's decision is in the cookie already (it is what the shell read into `input`).
  if (input.stored) document.cookie = `${CONSENT_COOKIE}=${serializeConsent({ choices: input.stored, decidedAt: 1 })}`;
  missing.length = 0;
  const i18n = createI18n({ locale: 'ro', resources: { common } });
  i18n.options.saveMissing = true;
  i18n.options.missingKeyHandler = (_lngs, ns, key) => void missing.push(`${ns}:${key}`);
  const view = render(
    <I18nextProvider i18n={i18n}>
      <Harness input={input} />
    </I18nextProvider>,
  );
  const click = (name: string) => fireEvent.click(theButtonNamed(document, name));
  const events: Record<ConsentEvent['type'], (step: { event: EventObject }) => void> = {
    'consent.acceptAll': () => click('Accept toate'),
    'consent.refuseAll': () => click('Refuz cookie-urile neesențiale'),
    'preferences.open': () => (banner() ? click('Preferințe') : click(FOOTER_LINK)),
    'category.toggle': ({ event }) => {
      const name = SWITCH_NAMES[(event as Extract<ConsentEvent, { type: 'category.toggle' }>).category]!;
      const toggle = allWithRole<HTMLInputElement>(document, 'switch').find((el) => accessibleName(el) === name);
      fireEvent.click(toggle!);
    },
    'preferences.save': () => click('Salvează preferințele'),
    'preferences.close': () => click('Închide preferințele cookie-uri'),
  };
  const noDialog = () => expect(allWithRole(document, 'dialog')).toEqual([]);
  return {
    params: {
      events,
      states: {
        asking: () => {
          noDialog();
          expect(banner()).not.toBeNull();
          for (const name of ['Accept toate', 'Refuz cookie-urile neesențiale', 'Preferințe'])
            expect(buttonNamed(banner()!, name)).not.toBeNull();
          expect(cookieChoices()).toBeNull();
          expect(consentChoices()).toBeNull();
        },
        preferences: (snapshot: FlowSnapshot) => {
          const context = snapshot.context as ConsentContext;
          expect(banner()).toBeNull();
          const dialog = theOneWithRole(document, 'dialog');
          expect(dialog).toHaveAccessibleName('Preferințe cookie-uri');
          expect(dialog).toHaveTextContent('Mereu active');
          const switches = allWithRole<HTMLInputElement>(dialog, 'switch');
          expect(switches.map((el) => [accessibleName(el), el.checked])).toEqual(
            OPTIONAL_CATEGORIES.map((category) => [SWITCH_NAMES[category], context.draft[category]]),
          );
        },
        decided: (snapshot: FlowSnapshot) => {
          const granted = (snapshot.context as ConsentContext).granted as ConsentChoices;
          noDialog();
          expect(banner()).toBeNull();
          expect(cookieChoices()).toEqual(granted);
          // Published by every decision made here; a returning visitor's stored one is published by ConsentRoot.
          const published = consentChoices();
          if (input.stored === null || published !== null) expect(published).toEqual(granted);
        },
      },
    },
    dispose: () => {
      view.unmount();
      clearConsentCookie();
      publishConsent(null);
      expect(missing).toEqual([]);
    },
  };
});
