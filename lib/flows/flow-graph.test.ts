import { buildFlowGraph, flattenStates } from './flow-graph';
import { catalogueTranslate, draftMachine } from '@/test-support/flows-test-machines';
import { namedDelays } from './named-delays';

const t = catalogueTranslate('ro');

function stateById(id: string) {
  const graph = buildFlowGraph(draftMachine, { t, delayOf: namedDelays(draftMachine, { attempts: 0 }) });
  const state = flattenStates(graph.root).find((candidate) => candidate.id === id);
  if (!state) throw new Error(`no state ${id}`);
  return { graph, state };
}

describe('buildFlowGraph', () => {
  it('nests the states as the machine does, with types, initial children and descriptions', () => {
    const { graph } = stateById('draft');
    expect(graph.root.key).toBe('draft');
    expect(graph.root.initialId).toBe('draft.editing');
    expect(graph.root.children.map((child) => child.key)).toEqual([
      'editing',
      'saving',
      'failed',
      'saved',
      'published',
    ]);
    const editing = graph.root.children[0]!;
    expect(editing).toMatchObject({
      type: 'compound',
      initialId: 'draft.editing.idle',
      description: 'Utilizatorul scrie.',
    });
    expect(editing.children.map((child) => child.id)).toEqual(['draft.editing.idle', 'draft.editing.hinting']);
    expect(graph.root.children[4]).toMatchObject({ type: 'final', description: 'Anunțul a fost publicat.' });
  });

  it('adds the always transitions that toDirectedGraph leaves out, worded "imediat"', () => {
    const { graph } = stateById('draft.editing');
    const always = graph.transitions.find((transition) => transition.key === 'draft.editing:always:0');
    expect(always).toMatchObject({
      kind: 'always',
      event: 'imediat',
      guard: 'isPending',
      actions: ['clearPending'],
      targets: ['draft.saving'],
    });
    expect(graph.arrows.map((arrow) => arrow.id)).toContain('draft.editing:always:0');
  });

  it('words invokes, their outcomes and delays (named ones resolved against the context)', () => {
    const { graph, state } = stateById('draft.saving');
    expect(state.invokes).toEqual(['saveDraft']);
    const events = graph.transitions.map((transition) => transition.event);
    expect(events).toEqual(
      expect.arrayContaining(['gata: saveDraft', 'eroare: saveDraft', 'după 2000 ms', 'după 1000 ms (retryDelay)']),
    );
    const error = graph.transitions.find((transition) => transition.eventType === 'xstate.error.actor.saveDraft');
    expect(error).toMatchObject({ kind: 'error', actions: ['countAttempt'], targets: ['draft.failed'] });
  });

  it('draws transitions that stay in their state, re-enter it, or belong to the machine as rows, not arrows', () => {
    const { graph, state } = stateById('draft.editing');
    expect(state.internal.map((transition) => transition.key)).toEqual(['draft.editing:text.change:0']);
    expect(stateById('draft.failed').state.internal.map((transition) => transition.key)).toEqual([
      'draft.failed:draft.save:0',
    ]);
    expect(graph.root.internal.map((transition) => `${transition.key} → ${transition.targetKeys.join()}`)).toEqual([
      'draft:draft.reset:0 → editing',
    ]);
    const arrowKeys = new Set(graph.arrows.map((arrow) => arrow.transitionKey));
    for (const row of [...state.internal, ...graph.root.internal]) expect(arrowKeys.has(row.key)).toBe(false);
  });

  it('words combined guards', () => {
    const { graph } = stateById('draft');
    expect(graph.transitions.find((transition) => transition.key === 'draft.editing:draft.save:0')?.guard).toBe(
      'hasText și nu isShort',
    );
  });
});
