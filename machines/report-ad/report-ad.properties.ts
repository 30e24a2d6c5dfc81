/**
 * SPEC properties of the report form (§2.6, §5): nothing is sent while a field is wrong, a failed
 * send or a closed dialog loses nothing typed, success comes only from the server's answer, and
 * the form starts empty again only after a report was sent.
 */
import { reportProblems } from '@/lib/ads/report-rules';
import { defineFlowProperties } from '../flow-properties.types';
import { reportAdMachine } from './report-ad.machine';

const same = (a: object, b: object) => JSON.stringify(a) === JSON.stringify(b);

export const REPORT_AD_PROPERTIES = defineFlowProperties(reportAdMachine, {
  id: 'reportAd',
  invariants: [
    {
      name: 'a report is sent only when every field passes SPEC §5',
      check: (s) =>
        !s.matches('sending') || Object.keys(reportProblems(s.context.draft, s.context.reasons ?? [])).length === 0,
    },
    {
      name: 'the form is offered only with the reasons loaded',
      check: (s) => !(s.matches('editing') || s.matches('sending')) || s.context.reasons !== null,
    },
  ],
  rules: [
    {
      event: 'xstate.error.actor.send',
      name: 'a failed send keeps everything typed',
      check: (before, after) => same(before.context.draft, after.context.draft) && after.matches('failed'),
    },
    {
      event: 'report.close',
      name: 'closing before a report was sent keeps the draft; after, the form starts empty',
      check: (before, after) =>
        before.matches('sent')
          ? after.context.draft.reason === '' && after.context.draft.message === ''
          : same(before.context.draft, after.context.draft),
    },
    {
      event: 'report.submit',
      name: 'a form with a problem is not sent and shows every problem',
      check: (before, after) =>
        !before.matches('editing') ||
        after.matches('sending') ||
        same(after.context.problems, reportProblems(before.context.draft, before.context.reasons ?? [])),
    },
  ],
});
