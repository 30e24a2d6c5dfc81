/**
 * SPEC properties of the posting wizard (issue 12; SPEC §4, §2.6): an advert is published only
 * when every field passes the form's rules, and only from the preview; nothing typed is lost — not
 * by a failed save, a failed publish, a refusal or a lost session; publishing always sends the
 * page's one idempotency key; VIN, make, model and year do not change once the 24 hours are over.
 */
import { stepFields as stepFieldsOf } from '@/lib/posting/posting-fields';
import { postingProblems } from '@/lib/posting/posting-rules';
import { defineFlowProperties } from '../flow-properties.types';
import { postingMachine } from './posting.machine';

const same = (a: object, b: object) => JSON.stringify(a) === JSON.stringify(b);
const problemsOf = (context: { values: Parameters<typeof postingProblems>[0]; categoryId: number; today: string }) =>
  postingProblems(context.values, context.categoryId, new Date(context.today));

const KEEPS_VALUES = [
  'xstate.error.actor.save',
  'xstate.error.actor.publish',
  'xstate.done.actor.save',
  'xstate.done.actor.publish',
  'online',
  'step.next',
  'step.back',
  'step.go',
] as const;

export const POSTING_PROPERTIES = defineFlowProperties(postingMachine, {
  id: 'posting',
  invariants: [
    {
      name: 'an advert is published only when every field passes the rules',
      check: (s) => !s.matches('publishing') || Object.keys(problemsOf(s.context)).length === 0,
    },
    {
      name: 'publishing always carries the same idempotency key (one advert however often it is pressed)',
      check: (s) => s.context.publishKey.length > 0,
    },
  ],
  rules: [
    ...KEEPS_VALUES.map((event) => ({
      event,
      name: `nothing typed is lost on ${event}`,
      check: (before: { context: { values: object } }, after: { context: { values: object } }) =>
        same(before.context.values, after.context.values),
    })),
    {
      event: 'field.change',
      name: 'what the seller types into a field of the step on screen is what the form holds',
      check: (before, after, event) => {
        if (!('field' in event) || before.context.identityLocked) return true;
        const onStep = (stepFieldsOf(before.context.categoryId, before.context.step) as readonly string[]).includes(
          event.field,
        );
        return (
          !onStep || !before.matches('wizard') || same({ v: after.context.values[event.field] }, { v: event.value })
        );
      },
    },
    {
      event: 'publish',
      name: 'publishing starts only from the preview',
      check: (before, after) => !after.matches('publishing') || before.hasTag('preview'),
    },
    {
      event: 'field.change',
      name: 'VIN, make, model and year do not change once the 24 hours are over',
      check: (before, after, event) =>
        !before.context.identityLocked ||
        !('field' in event && ['vin', 'makeId', 'modelId', 'year'].includes(event.field)) ||
        same(before.context.values, after.context.values),
    },
    {
      event: 'step.next',
      name: "'Continuă' with a problem on the step stays on it and shows the problems",
      check: (before, after) => {
        const step = before.context.step;
        const problems = Object.keys(
          postingProblems(before.context.values, before.context.categoryId, new Date(before.context.today), step),
        );
        return (
          problems.length === 0 || (after.context.step === step && problems.every((f) => f in after.context.problems))
        );
      },
    },
  ],
});
