// @vitest-environment jsdom
/**
 * The runtime-coverage inspector, through real hooks and components: what it records must use the
 * keys the model coverage counts (allTransitions), so e2e records and the coverage table cannot
 * drift apart; without the recorder global it must do nothing at all.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { InspectionEvent } from 'xstate';
import { DialogStackProvider, StackedDialog } from '@/components/ui/dialogs/dialog-stack';
import { SelectField } from '@/components/ui/select/select-field';
import { allStateNodes, allTransitions } from '@/model-tests/machine-parts';
import { renderUi } from '@/model-tests/render-ui';
import { dialogsMachine } from './dialogs/dialogs.machine';
import { useDialogs } from './dialogs/use-dialogs';
import { FLOW_RECORDER_GLOBAL, flowInspector, type FlowTransitionRecord } from './flow-inspector';
import { FUEL_INPUT } from './select/select.fixtures';
import { selectMachine } from './select/select.machine';
import { useSelect } from './select/use-select';

const globals = globalThis as Record<string, unknown>;

function FuelField() {
  const view = useSelect(FUEL_INPUT, { device: 'desktop' });
  return <SelectField view={view} />;
}

function DialogsStartingOpen() {
  const view = useDialogs({ openIds: ['contact'] });
  return (
    <DialogStackProvider view={view}>
      <StackedDialog id="contact" title="Contact">
        <p>Telefon</p>
      </StackedDialog>
    </DialogStackProvider>
  );
}

/** Opens the field, filters to one fuel, picks it, then closes with Escape. */
function useTheFuelField(): void {
  const field = screen.getByRole('combobox', { name: 'Combustibil' });
  fireEvent.click(field);
  fireEvent.change(field, { target: { value: 'die' } });
  fireEvent.click(screen.getByRole('option', { name: /Diesel/ }));
  fireEvent.keyDown(field, { key: 'Escape' });
}

function recordInto(records: FlowTransitionRecord[]): void {
  globals[FLOW_RECORDER_GLOBAL] = (record: FlowTransitionRecord) => {
    records.push(record);
  };
}

afterEach(() => {
  delete globals[FLOW_RECORDER_GLOBAL];
});

describe('flowInspector with the recorder present', () => {
  it('records the select field with the keys and state ids the model coverage counts', () => {
    const records: FlowTransitionRecord[] = [];
    recordInto(records);
    renderUi(<FuelField />);
    useTheFuelField();

    expect(records.length).toBeGreaterThan(1);
    expect(new Set(records.map((record) => record.machineId))).toEqual(new Set(['select']));
    expect(records[0]).toMatchObject({
      event: 'xstate.init',
      transitions: [],
      states: expect.arrayContaining(['select.closed']) as unknown,
    });

    const modelKeys = new Set(allTransitions(selectMachine).map(({ info }) => info.key));
    const recordedKeys = new Set(records.flatMap((record) => record.transitions));
    expect([...recordedKeys].filter((key) => !modelKeys.has(key))).toEqual([]);
    const opening = allTransitions(selectMachine).filter(
      ({ info }) => info.source === 'select.closed' && info.event === 'field.open',
    );
    expect(opening.some(({ info }) => recordedKeys.has(info.key))).toBe(true);
    expect(recordedKeys.size).toBeGreaterThanOrEqual(4);

    const modelStates = new Set([selectMachine.root.id, ...allStateNodes(selectMachine).map((node) => node.id)]);
    const recordedStates = new Set(records.flatMap((record) => record.states));
    expect([...recordedStates].filter((id) => !modelStates.has(id))).toEqual([]);
    for (const id of ['select.closed', 'select.inline', 'select.inline.filtering'])
      expect(recordedStates.has(id)).toBe(true);
  });

  it("records an 'always' transition taken at start, and the state it left", () => {
    const records: FlowTransitionRecord[] = [];
    recordInto(records);
    renderUi(<DialogsStartingOpen />);
    expect(screen.getByRole('dialog', { name: 'Contact' })).toBeInTheDocument();

    const always = allTransitions(dialogsMachine).find(({ info }) => info.kind === 'always');
    expect(always).toBeDefined();
    const step = records.find((record) => record.transitions.includes(always?.info.key ?? '?'));
    expect(step).toMatchObject({
      machineId: 'dialogs',
      states: expect.arrayContaining(['dialogs.none', 'dialogs.some']) as unknown,
    });
  });

  it('keeps the app working when the recorder throws or rejects', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    globals[FLOW_RECORDER_GLOBAL] = () => {
      throw new Error('recorder broke');
    };
    renderUi(<FuelField />);
    useTheFuelField();
    expect(screen.getByRole('combobox', { name: 'Combustibil' })).toHaveValue('Diesel');

    // A Playwright binding rejects when the page navigates mid-call: no unhandled rejection.
    globals[FLOW_RECORDER_GLOBAL] = () => Promise.reject(new Error('page navigated'));
    fireEvent.click(screen.getByRole('button', { name: 'Golește „Combustibil”' }));
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.getByRole('combobox', { name: 'Combustibil' })).toHaveValue('');
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe('flowInspector without the recorder', () => {
  // An inspection event that counts how often it is read: an inert inspector never reads it.
  function countingEvent(): { event: InspectionEvent; reads: () => number } {
    let reads = 0;
    const event = new Proxy({} as InspectionEvent, {
      get: () => {
        reads += 1;
        return undefined;
      },
    });
    return { event, reads: () => reads };
  }

  it('does not look at inspection events when the global is absent or not a function', () => {
    const absent = countingEvent();
    flowInspector(absent.event);
    expect(absent.reads()).toBe(0);

    globals[FLOW_RECORDER_GLOBAL] = 'not a function';
    const notAFunction = countingEvent();
    flowInspector(notAFunction.event);
    expect(notAFunction.reads()).toBe(0);

    // The same event is read once a recorder is there (so the two checks above can fail).
    globals[FLOW_RECORDER_GLOBAL] = () => undefined;
    const present = countingEvent();
    flowInspector(present.event);
    expect(present.reads()).toBeGreaterThan(0);
  });

  it('leaves the hooks working as before', () => {
    renderUi(<FuelField />);
    useTheFuelField();
    expect(screen.getByRole('combobox', { name: 'Combustibil' })).toHaveValue('Diesel');
  });
});

describe('the flow hooks', () => {
  // Runtime coverage only sees actors whose hook passes the inspector; a new hook that forgets it
  // would show its machine as never run in e2e.
  it('all pass flowInspector to useActorRef', () => {
    const machinesDir = path.join(process.cwd(), 'machines');
    const isHook = (name: string) => /^use-.+\.tsx?$/u.test(name) && !name.includes('.test.');
    // Flow folders, and the hooks of the shared pieces beside them (use-cursor-list.ts).
    const hooks = readdirSync(machinesDir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? readdirSync(path.join(machinesDir, entry.name))
            .filter(isHook)
            .map((name) => path.join('machines', entry.name, name))
        : isHook(entry.name)
          ? [path.join('machines', entry.name)]
          : [],
    );
    expect(hooks).toContain(path.join('machines', 'use-cursor-list.ts'));
    expect(hooks.length).toBeGreaterThanOrEqual(6);
    const forgetful = hooks.filter((file) => {
      const source = readFileSync(path.join(process.cwd(), file), 'utf8');
      return /useActorRef\(|useMachine\(/u.test(source) && !/inspect: flowInspector/u.test(source);
    });
    expect(forgetful).toEqual([]);
  });
});
