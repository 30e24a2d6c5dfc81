/**
 * Concrete answers and events of the dealer's financing settings: the demo dealer's settings (on,
 * its active car included, another excluded), the server's answer to a change, and its failures.
 */
import type { FinancingAccount_Settings } from '@/lib/graphql/generated/operations';
import type { FixtureEvent } from '../registry.types';
import type { DealerFinancingSettingsEvent } from './dealer-financing-settings.types';

/** As the demo dealer's settings are seeded, with a second advert kept out. */
export const FINANCING_SETTINGS: FinancingAccount_Settings = {
  accountId: '00000000-0000-4000-8000-000000000003',
  accountEnabled: true,
  partner: { id: 'dealer-financing-sandbox', type: 'DEALER_FINANCING', sandbox: true },
  adverts: [
    {
      advertId: '3',
      title: 'Volkswagen Golf 2019',
      price: 15_900,
      currency: 'EUR',
      photoUrl: '/media/seed/a-03.thumb.jpg',
      url: '/autoturisme/anunt/3',
      excluded: false,
    },
    {
      advertId: '15',
      title: 'Dacia Duster 2021',
      price: 82_500,
      currency: 'LEI',
      photoUrl: null,
      url: '/autoturisme/anunt/15',
      excluded: true,
    },
  ],
};

/** The server's answer to a change: the account switched off, the Golf kept out too. */
export const SAVED_SETTINGS: FinancingAccount_Settings = {
  ...FINANCING_SETTINGS,
  accountEnabled: false,
  adverts: FINANCING_SETTINGS.adverts.map((advert) => ({ ...advert, excluded: true })),
};

/** A refusal as the Apollo client rejects with it: an Error with the server's errors. */
const refusal = (i18nKey: string) =>
  Object.assign(new Error('Refused.'), {
    errors: [{ message: 'Refused.', extensions: { code: 'BAD_USER_INPUT', status: 400, i18nKey } }],
  });

export const DEALER_FINANCING_SETTINGS_EVENTS: readonly FixtureEvent<DealerFinancingSettingsEvent>[] = [
  { type: 'xstate.done.actor.loadSettings', output: FINANCING_SETTINGS },
  { type: 'xstate.error.actor.loadSettings', error: new Error('Failed to fetch') },
  { type: 'settings.retry' },
  { type: 'account.toggle' },
  { type: 'advert.toggle', advertId: '3' },
  { type: 'change.retry' },
  { type: 'xstate.done.actor.saveChange', output: SAVED_SETTINGS },
  { type: 'xstate.error.actor.saveChange', error: refusal('errors:financing.unknownAdvert') },
  { type: 'xstate.error.actor.saveChange', error: new Error('Failed to fetch') },
];
