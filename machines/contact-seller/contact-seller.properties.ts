/**
 * SPEC properties of the seller contact form (§2.6, §5): nothing is sent while a field is wrong,
 * no file that breaks the rules is ever attached, a failed send or a closed dialog loses nothing
 * typed or attached, and the form starts empty again only after a message was sent.
 */
import { ATTACHMENTS_MAX, ATTACHMENT_MAX_BYTES, contactProblems } from '@/lib/messages/contact-rules';
import { defineFlowProperties } from '../flow-properties.types';
import { contactSellerMachine } from './contact-seller.machine';

const same = (a: object, b: object) => JSON.stringify(a) === JSON.stringify(b);
const names = (s: { context: { attachments: readonly { name: string }[] } }) =>
  s.context.attachments.map((a) => a.name);

export const CONTACT_SELLER_PROPERTIES = defineFlowProperties(contactSellerMachine, {
  id: 'contactSeller',
  invariants: [
    {
      name: 'a message is sent only when every field passes SPEC §5',
      check: (s) =>
        !s.matches('sending') || Object.keys(contactProblems(s.context.draft, s.context.anonymous)).length === 0,
    },
    {
      name: 'at most 5 files, each at most 5 MB',
      check: (s) =>
        s.context.attachments.length <= ATTACHMENTS_MAX &&
        s.context.attachments.every((a) => a.size > 0 && a.size <= ATTACHMENT_MAX_BYTES),
    },
  ],
  rules: [
    {
      event: 'xstate.error.actor.send',
      name: 'a failed send keeps everything typed and attached',
      check: (before, after) =>
        same(before.context.draft, after.context.draft) && same(names(before), names(after)) && after.matches('failed'),
    },
    {
      event: 'contact.close',
      name: 'closing before a message was sent keeps the draft; after, the form starts empty',
      check: (before, after) =>
        before.matches('sent')
          ? same(after.context.draft, { subject: '', message: '', phone: '', name: '', email: '' }) &&
            after.context.attachments.length === 0
          : same(before.context.draft, after.context.draft) && same(names(before), names(after)),
    },
    {
      event: 'contact.submit',
      name: 'a form with a problem is not sent and shows every problem',
      check: (before, after) =>
        !before.matches('editing') ||
        after.matches('sending') ||
        same(after.context.problems, contactProblems(before.context.draft, before.context.anonymous)),
    },
  ],
});
