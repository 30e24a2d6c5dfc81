/**
 * Plain words for the parts of a statechart the explorer prints: XState's own event names
 * (`xstate.done.actor.x`, `xstate.after.500.y`), guards (combinators included) and actions.
 * The wording comes from the `flows` catalogue through a translate function, so these helpers
 * stay pure and testable without React.
 */

/** Looks a key of the `flows` namespace up (i18next's `t` bound to that namespace fits). */
export type FlowsTranslate = (key: string, params?: Record<string, string | number>) => string;

/** What kind of event triggers a transition: the drawing styles each kind its own way. */
export type FlowEventKind = 'event' | 'always' | 'after' | 'done' | 'error' | 'stateDone';

/** An event type read for people. */
export interface EventWording {
  readonly kind: FlowEventKind;
  readonly text: string;
}

/** Delay name → milliseconds, for `after` transitions that use a named delay. */
export type DelayLookup = (name: string) => number | undefined;

const DONE_ACTOR = 'xstate.done.actor.';
const ERROR_ACTOR = 'xstate.error.actor.';
const DONE_STATE = 'xstate.done.state.';
const AFTER = 'xstate.after.';

/** The last segment of a dotted state id (`select.inline` → `inline`). */
function lastSegment(id: string): string {
  return id.slice(id.lastIndexOf('.') + 1);
}

/** The delay part of `xstate.after.<delay>.<state id>` (the state id may hold dots itself). */
export function afterDelay(type: string): string | null {
  if (!type.startsWith(AFTER)) return null;
  const rest = type.slice(AFTER.length);
  const dot = rest.indexOf('.');
  return dot < 0 ? rest : rest.slice(0, dot);
}

/** The kind of an event type, without wording. */
export function eventKind(type: string): FlowEventKind {
  if (type === '') return 'always';
  if (type.startsWith(DONE_ACTOR)) return 'done';
  if (type.startsWith(ERROR_ACTOR)) return 'error';
  if (type.startsWith(AFTER)) return 'after';
  if (type.startsWith(DONE_STATE)) return 'stateDone';
  return 'event';
}

/**
 * An event type in plain words: `xstate.done.actor.save` → "gata: save", `xstate.error.actor.save`
 * → "eroare: save", `xstate.after.500.form.saving` → "după 500 ms", a named delay → "după 5000 ms
 * (autoHide)" when it resolves, `''` (an `always` transition) → "imediat". Own events stay as written.
 */
export function describeEvent(type: string, t: FlowsTranslate, delayOf?: DelayLookup): EventWording {
  const kind = eventKind(type);
  switch (kind) {
    case 'always':
      return { kind, text: t('words.always') };
    case 'done':
      return { kind, text: t('words.done', { actor: type.slice(DONE_ACTOR.length) }) };
    case 'error':
      return { kind, text: t('words.error', { actor: type.slice(ERROR_ACTOR.length) }) };
    case 'stateDone':
      return { kind, text: t('words.stateDone', { state: lastSegment(type.slice(DONE_STATE.length)) }) };
    case 'after': {
      const delay = afterDelay(type) ?? '';
      if (/^\d+$/u.test(delay)) return { kind, text: t('words.after', { ms: Number(delay) }) };
      const ms = delayOf?.(delay);
      return ms === undefined
        ? { kind, text: t('words.afterNamed', { delay }) }
        : { kind, text: t('words.afterNamedMs', { ms, delay }) };
    }
    default:
      return { kind, text: type === '*' ? t('words.anyEvent') : type };
  }
}

interface CombinedGuard {
  readonly name: string;
  readonly guards?: readonly unknown[];
}

/**
 * A guard as people read it: its name, `a și b` / `a sau b` / `nu a` for XState's combinators,
 * "condiție" for an anonymous inline function; null when the transition has no guard.
 */
export function describeGuard(guard: unknown, t: FlowsTranslate): string | null {
  if (guard === undefined || guard === null) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const combined = guard as CombinedGuard;
    if (Array.isArray(combined.guards)) {
      const parts = combined.guards.map((inner) => {
        const text = describeGuard(inner, t) ?? '';
        const nested =
          typeof inner === 'function' &&
          Array.isArray((inner as CombinedGuard).guards) &&
          (inner as CombinedGuard).name !== 'not';
        return nested ? `(${text})` : text;
      });
      if (combined.name === 'and') return parts.join(` ${t('words.and')} `);
      if (combined.name === 'or') return parts.join(` ${t('words.or')} `);
      if (combined.name === 'not') return `${t('words.not')} ${parts[0] ?? ''}`;
      return `${combined.name}(${parts.join(', ')})`;
    }
    return combined.name && combined.name !== 'anonymous' ? combined.name : t('words.inlineGuard');
  }
  const named = guard as { type?: unknown };
  return typeof named.type === 'string' ? named.type : t('words.inlineGuard');
}

/** An action as people read it: its name; XState's built-ins without the `xstate.` prefix. */
export function describeAction(action: unknown): string {
  if (typeof action === 'string') return action;
  const typed = action as { type?: unknown; name?: unknown } | null;
  const type = typeof typed?.type === 'string' ? typed.type : undefined;
  if (type) return type.startsWith('xstate.') ? type.slice('xstate.'.length) : type;
  const name = typeof typed?.name === 'string' ? typed.name : '';
  return name !== '' ? name : 'inline';
}

/**
 * Whether an action is XState's own bookkeeping for an `after` transition: the delayed raise on
 * entry and its cancel on exit. The arrow "după 100 ms" already says it.
 */
export function isDelayBookkeeping(action: unknown): boolean {
  const built = action as { type?: unknown; id?: unknown; sendId?: unknown } | null;
  const id = built?.type === 'xstate.raise' ? built.id : built?.type === 'xstate.cancel' ? built.sendId : undefined;
  return typeof id === 'string' && id.startsWith('xstate.after.');
}

/** Every action of a list, worded, without the delay bookkeeping. */
export function describeActions(actions: readonly unknown[] | undefined): string[] {
  return (actions ?? []).filter((action) => !isDelayBookkeeping(action)).map(describeAction);
}
