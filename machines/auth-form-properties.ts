/**
 * SPEC properties shared by the auth forms (§2.4, §5, §8): typing in a field sets it and clears
 * its error; a submit either sends a valid form or shows why not; a failed request ends with an
 * error message, a challenge to solve or a finished flow; a form is never sent with errors shown.
 * Each flow's <flow>.properties.ts adds its own on top.
 */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { FlowInvariant, FlowProperties, FlowRule } from './flow-properties.types';

interface FormContext {
  readonly fieldErrors: Readonly<Record<string, unknown>>;
  readonly error: unknown;
}

function form(snapshot: AnyMachineSnapshot): FormContext {
  return snapshot.context as FormContext;
}

function hasFieldErrors(snapshot: AnyMachineSnapshot): boolean {
  return Object.keys(form(snapshot).fieldErrors).length > 0;
}

/** The properties every e-mail + code form keeps; `requests` are the invoke ids that talk to the server. */
export function authFormProperties(options: {
  readonly fields: readonly string[];
  readonly requests: readonly string[];
}): { invariants: FlowInvariant[]; rules: FlowRule[] } {
  return {
    invariants: [
      {
        name: `field errors name only the form's fields (${options.fields.join(', ')})`,
        check: (snapshot) => Object.keys(form(snapshot).fieldErrors).every((field) => options.fields.includes(field)),
      },
    ],
    rules: [
      {
        event: 'field.change',
        name: 'typing in a field sets its value and clears its error',
        check: (_before, after, event) => {
          const { field, value } = event as EventObject & { field: string; value: string };
          return (after.context as Record<string, unknown>)[field] === value && !(field in form(after).fieldErrors);
        },
      },
      {
        event: 'form.submit',
        name: 'submit sends only a form without field errors; an invalid one stays and shows them',
        check: (before, after) =>
          after.hasTag('busy')
            ? !hasFieldErrors(after)
            : before.hasTag('busy') || (hasFieldErrors(after) && after.value === before.value),
      },
      ...options.requests.map((id): FlowRule => ({
        event: `xstate.error.actor.${id}`,
        name: `a failed '${id}' request ends with a message (SPEC §8), a challenge to solve or the flow done`,
        check: (_before, after) => form(after).error !== null || after.hasTag('verifying') || after.status === 'done',
      })),
    ],
  };
}

/** A flow's own properties with the shared form properties in front. */
export function withAuthForm(
  own: FlowProperties,
  options: { readonly fields: readonly string[]; readonly requests: readonly string[] },
): FlowProperties {
  const shared = authFormProperties(options);
  return { id: own.id, invariants: [...shared.invariants, ...own.invariants], rules: [...shared.rules, ...own.rules] };
}
