/**
 * SPEC properties of the seller contact form (§2.6, §5): nothing is sent while a field is wrong,
 * no file that breaks the rules is ever attached, a failed or cancelled send, a closed dialog or
 * signing in or out loses nothing typed or attached, and the form starts empty again only after a
 * message was sent.
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
      name: 'at most 5 files, each at most 5 MB',
      check: (s) =>
        s.context.attachments.length <= ATTACHMENTS_MAX &&
        s.context.attachments.every((a) => a.size > 0 && a.size <= ATTACHMENT_MAX_BYTES),
    },
  ],
  rules: [
    {
      event: 'contact.submit',
      // A rule at the start of the send, not an invariant: the viewer may sign out while it uploads.
      name: 'a message is sent only when every field passes SPEC §5',
      check: (before, after) =>
        before.matches('sending') ||
        !after.matches('sending') ||
        Object.keys(contactProblems(after.context.draft, after.context.anonymous)).length === 0,
    },
    {
      event: 'upload.cancel',
      name: 'cancelling the upload goes back to the form with everything typed and attached, and says so',
      check: (before, after) =>
        !before.matches('sending') ||
        (after.matches('editing') &&
          after.context.cancelled &&
          same(before.context.draft, after.context.draft) &&
          same(names(before), names(after))),
    },
    {
      event: 'viewer.change',
      name: 'signing in or out keeps the draft and the files; the name and e-mail follow the session',
      check: (before, after, event) =>
        event.type !== 'viewer.change' ||
        (after.context.anonymous === event.anonymous &&
          same(before.context.draft, after.context.draft) &&
          same(names(before), names(after))),
    },
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
