/**
 * The path generator on a small machine with every feature ours use (nesting, `always`, delays,
 * an invoked actor that succeeds or fails): every state is visited, an event that leads back
 * to a state already reached is walked too, and a scenario's skipped events never are.
 */
import type { EventObject } from 'xstate';
import { draftMachine } from '@/test-support/flows-test-machines';
import { generateFlowPaths, type FlowPath } from './flow-paths';

const events: EventObject[] = [
  { type: 'text.change', text: 'salut lume' } as EventObject,
  { type: 'draft.save' },
  { type: 'draft.publish' },
  { type: 'draft.reset' },
];
// The retry counter grows without bound; the text is what makes states behave differently.
const project = (context: unknown) => ({ text: (context as { text: string }).text });

function endStates(path: Pick<FlowPath, 'state'>): string {
  return path.state._nodes
    .filter((node) => node.type === 'atomic' || node.type === 'final')
    .map((node) => node.path.join('.'))
    .join(' + ');
}

function walked(path: FlowPath): string[] {
  return path.steps.slice(1).map((step, index) => `${endStates(path.steps[index]!)} -${step.event.type}->`);
}

describe('generateFlowPaths', () => {
  const { paths } = generateFlowPaths(draftMachine, { input: {}, events }, project);

  it('visits every state (paths that are prefixes of others are dropped, so not every state ends one)', () => {
    const visited = paths.flatMap((path) => path.steps.map((step) => endStates(step)));
    expect(new Set(visited)).toEqual(
      new Set(['editing.idle', 'editing.hinting', 'saving', 'failed', 'saved', 'published']),
    );
  });

  it('walks an event that leads back to a state already reached (reset after saving)', () => {
    expect(paths.some((path) => walked(path).includes('saved -draft.reset->'))).toBe(true);
  });

  it('never walks the events a scenario skips', () => {
    const skipping = generateFlowPaths(
      draftMachine,
      { input: {}, events, skipEvents: ['draft.publish'] },
      project,
    ).paths;
    expect(skipping.some((path) => path.steps.some((step) => step.event.type === 'draft.publish'))).toBe(false);
    expect(skipping.flatMap((path) => path.steps.map(endStates))).not.toContain('published');
  });
});
