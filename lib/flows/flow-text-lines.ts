/**
 * The text of the drawing, line by line: arrow labels (event, `[guard]`, `/ actions`) and the
 * rows of a state box (entry and exit actions, invokes, transitions that stay in the state).
 * Long guards and action lists wrap at spaces, so one long condition does not widen a whole
 * column of the layout.
 */
import type { DrawnLine, DrawnSegment, DrawnTextRole } from './flow-drawing.types';
import type { FlowState, FlowTransition } from './flow-graph';
import type { FlowsTranslate } from './flow-words';
import { textWidth } from './text-width';

/** Sizes shared by the layout and the SVG component. */
export const DRAWING = {
  titleFont: 13,
  rowFont: 11.5,
  titleHeight: 26,
  rowHeight: 16,
  padX: 12,
  padBottom: 10,
  childPad: 16,
  minWidth: 96,
  initialSize: 12,
  /** Lines wrap beyond this width (px). */
  maxLine: 210,
  indent: 12,
} as const;

function segmentWidth(segment: DrawnSegment): number {
  // Event names are drawn bold (flow-diagram.module.css).
  return textWidth(segment.text, DRAWING.rowFont, segment.role === 'event');
}

/** The estimated width of a line in px, its indent included. */
export function lineWidth(line: DrawnLine): number {
  return line.segments.reduce((sum, segment) => sum + segmentWidth(segment), line.indent ?? 0);
}

/** Greedy word wrap of `text` into lines no wider than `max` px (a single long word stays whole). */
export function wrapText(text: string, max: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ')) {
    const candidate = current === '' ? word : `${current} ${word}`;
    if (current !== '' && textWidth(candidate, DRAWING.rowFont) > max) {
      lines.push(current);
      current = word;
    } else {
      current = candidate;
    }
  }
  if (current !== '') lines.push(current);
  return lines;
}

function wrapped(text: string, role: DrawnTextRole, indent: number, extra: Partial<DrawnLine> = {}): DrawnLine[] {
  return wrapText(text, DRAWING.maxLine - indent).map((part, index) => ({
    ...extra,
    segments: [{ text: part, role }],
    ...(index > 0 || indent > 0 ? { indent: index > 0 ? indent + DRAWING.indent : indent } : {}),
  }));
}

/** The label lines of an arrow: the event, then `[guard]`, then `/ actions`. */
export function arrowLabelLines(transition: FlowTransition): DrawnLine[] {
  const lines: DrawnLine[] = [{ segments: [{ text: transition.event, role: 'event' }] }];
  if (transition.guard) lines.push(...wrapped(`[${transition.guard}]`, 'guard', 0));
  if (transition.actions.length > 0) lines.push(...wrapped(`/ ${transition.actions.join(', ')}`, 'actions', 0));
  return lines;
}

function internalLines(transition: FlowTransition): DrawnLine[] {
  const key = { transitionKey: transition.key };
  const event: DrawnSegment = { text: transition.event, role: 'event' };
  const lines: DrawnLine[] = [];
  const guard = transition.guard ? `[${transition.guard}]` : null;
  const oneLine: DrawnLine = guard
    ? { ...key, segments: [event, { text: ` ${guard}`, role: 'guard' }] }
    : { ...key, segments: [event] };
  if (guard && lineWidth(oneLine) > DRAWING.maxLine) {
    lines.push({ ...key, segments: [event] }, ...wrapped(guard, 'guard', DRAWING.indent, key));
  } else {
    lines.push(oneLine);
  }
  if (transition.actions.length > 0)
    lines.push(...wrapped(`/ ${transition.actions.join(', ')}`, 'actions', DRAWING.indent, key));
  if (transition.targetKeys.length > 0)
    lines.push(...wrapped(`→ ${transition.targetKeys.join(', ')}`, 'target', DRAWING.indent, key));
  return lines;
}

/** The rows of a state box: entry, exit, invokes, then the transitions that stay in the state. */
export function stateLines(state: FlowState, t: FlowsTranslate): DrawnLine[] {
  const lines: DrawnLine[] = [];
  if (state.entry.length > 0) lines.push(...wrapped(`${t('words.entry')}: ${state.entry.join(', ')}`, 'entry', 0));
  if (state.exit.length > 0) lines.push(...wrapped(`${t('words.exit')}: ${state.exit.join(', ')}`, 'exit', 0));
  for (const id of state.invokes) lines.push({ segments: [{ text: `${t('words.invoke')}: ${id}`, role: 'invoke' }] });
  for (const transition of state.internal) lines.push(...internalLines(transition));
  return lines;
}
