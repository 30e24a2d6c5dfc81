/**
 * SPEC properties of the cookie-consent flow (§3 categories, §7 "setting a cookie waits for the
 * user's consent decision"): the banner asks only while there is no decision; accept grants every
 * category, refuse none; only saving keeps the dialog's switches; closing keeps the decision.
 */
import { ALL_GRANTED, NONE_GRANTED } from '@/lib/consent/consent-cookie';
import { defineFlowProperties } from '../flow-properties.types';
import { consentMachine } from './consent.machine';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export const CONSENT_PROPERTIES = defineFlowProperties(consentMachine, {
  id: 'consent',
  invariants: [
    {
      name: 'the banner asks exactly while there is no decision',
      check: (snapshot) =>
        snapshot.matches('asking') === (snapshot.context.granted === null && !snapshot.matches('preferences')),
    },
    {
      name: 'once decided, there is a decision',
      check: (snapshot) => !snapshot.matches('decided') || snapshot.context.granted !== null,
    },
  ],
  rules: [
    {
      event: 'consent.acceptAll',
      name: 'accept all grants C0002, C0003 and C0004',
      check: (_before, after) => after.matches('decided') && same(after.context.granted, ALL_GRANTED),
    },
    {
      event: 'consent.refuseAll',
      name: 'refusing grants none of the non-essential categories',
      check: (_before, after) => after.matches('decided') && same(after.context.granted, NONE_GRANTED),
    },
    {
      event: 'preferences.save',
      name: 'saving keeps the switches of the dialog',
      check: (before, after) => after.matches('decided') && same(after.context.granted, before.context.draft),
    },
    {
      event: 'preferences.close',
      name: 'closing the dialog changes no decision',
      check: (before, after) => same(after.context.granted, before.context.granted) && !after.matches('preferences'),
    },
    {
      event: 'category.toggle',
      name: 'a switch changes only the draft, never the decision',
      check: (before, after) => same(after.context.granted, before.context.granted),
    },
  ],
});
