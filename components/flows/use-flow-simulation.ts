/**
 * Runs the explorer's simulation of one registered machine and scenario in the browser: the
 * machine with the registry's guard stubs, the scenario's input, and its fixtures as the event
 * buttons. Everything is computed with XState's pure functions (lib/flows/flow-simulation.ts).
 */
import { useMemo, useReducer, useState } from 'react';
import type { AnyStateMachine, EventObject } from 'xstate';
import { eventChoices, type EventChoice } from '@/lib/flows/flow-events';
import {
  activeStateIds,
  currentStep,
  simulationReducer,
  startSimulation,
  type SimulationAction,
  type SimulationState,
  type SimulationStep,
} from '@/lib/flows/flow-simulation';
import { findRegisteredMachine } from '@/machines/registry';
import { flowMachine, flowScenarios } from '@/machines/flow-entry';

/** What the explorer screen needs from the simulation. */
export interface FlowSimulationView {
  readonly machine: AnyStateMachine;
  readonly input: unknown;
  readonly state: SimulationState;
  readonly step: SimulationStep;
  readonly choices: readonly EventChoice[];
  readonly activeIds: ReadonlySet<string>;
  readonly takenKeys: ReadonlySet<string>;
  readonly eventDescriptions: Readonly<Record<string, string>>;
  readonly dispatch: (action: SimulationAction) => void;
}

interface Setup {
  readonly machine: AnyStateMachine;
  readonly input: unknown;
  readonly fixtures: readonly EventObject[];
  readonly eventDescriptions: Readonly<Record<string, string>>;
}

function setupFor(flowId: string, scenarioId: string): Setup {
  const entry = findRegisteredMachine(flowId);
  if (!entry) throw new Error(`Unknown flow '${flowId}'`);
  const scenarios = flowScenarios(entry);
  const scenario = scenarios.find((candidate) => candidate.id === scenarioId) ?? scenarios[0]!;
  return {
    machine: flowMachine(entry),
    input: scenario.input,
    fixtures: scenario.events,
    eventDescriptions: entry.eventDescriptions,
  };
}

/**
 * The simulation of `flowId` with the scenario `scenarioId`. Both are read once: render the
 * component that calls this with a `key` made of them, so another scenario starts afresh.
 */
export function useFlowSimulation(flowId: string, scenarioId: string): FlowSimulationView {
  const [setup] = useState(() => setupFor(flowId, scenarioId));
  const [state, dispatch] = useReducer(simulationReducer, setup, (initial) =>
    startSimulation(initial.machine, initial.input),
  );
  const step = currentStep(state);
  const choices = useMemo(() => eventChoices(step.snapshot, setup.fixtures), [step.snapshot, setup.fixtures]);
  const activeIds = useMemo(() => activeStateIds(step.snapshot), [step.snapshot]);
  const takenKeys = useMemo(() => new Set(step.taken), [step.taken]);
  return {
    machine: setup.machine,
    input: setup.input,
    state,
    step,
    choices,
    activeIds,
    takenKeys,
    eventDescriptions: setup.eventDescriptions,
    dispatch,
  };
}
