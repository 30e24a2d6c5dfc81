/**
 * Registers the generated-path tests of one registered machine: for every scenario, every path
 * walked against the machine alone and through the real screen, after a completeness gate.
 */
import type { RegisteredMachine, FlowScenario } from '@/machines/registry.types';
import { flowScenarios } from '@/machines/flow-entry';
import { coveringPaths, createFlowModel, describePath, type FlowModel } from './flow-model';
import { assertComplete, walkOnMachine, type WalkParams } from './flow-walk';

/** A rendered screen ready to walk one path. */
export interface ScreenDriver {
  readonly params: WalkParams;
  /** Called after the path, pass or fail (restore timers, unmount). */
  readonly dispose?: () => void;
}

/** How to put a scenario on screen; called once per path. */
export type ScreenFactory = (scenario: FlowScenario, flow: FlowModel) => ScreenDriver;

/** Options of describeFlow. */
export interface DescribeFlowOptions {
  /**
   * Which paths the screen walks: 'all' (default), or 'covering' — the fewest that rest in every
   * state and take every transition the paths take (coveringPaths), when the paths are many and
   * differ mostly in context values. The machine alone always walks them all.
   */
  readonly screenPaths?: 'all' | 'covering';
}

/** Declares the machine and screen walks of `entry`. */
export function describeFlow(entry: RegisteredMachine, screen: ScreenFactory, options: DescribeFlowOptions = {}): void {
  describe.each(flowScenarios(entry).map((scenario) => [scenario.id, scenario] as const))(
    `${entry.id} · %s`,
    (_id, scenario) => {
      const flow = createFlowModel(entry, scenario);

      it('generates paths', () => {
        expect(flow.paths.length).toBeGreaterThan(0);
      });

      describe('machine alone', () => {
        flow.paths.forEach((path, index) => {
          it(describePath(path, index), async () => {
            await walkOnMachine(flow, path);
          });
        });
      });

      describe('screen', () => {
        it('checks every state and performs every event (completeness gate)', () => {
          const driver = screen(scenario, flow);
          try {
            assertComplete(flow.machine, driver.params);
          } finally {
            driver.dispose?.();
          }
        });

        const screenPaths = options.screenPaths === 'covering' ? coveringPaths(flow.paths) : flow.paths;
        screenPaths.forEach((path) => {
          it(describePath(path, flow.paths.indexOf(path)), async () => {
            const driver = screen(scenario, flow);
            try {
              await path.test(driver.params);
            } finally {
              driver.dispose?.();
            }
          });
        });
      });
    },
  );
}
