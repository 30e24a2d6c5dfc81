/**
 * The simulation panel: the current state, one button per event the active states react to
 * (blocked ones disabled), grouped into the person's events, the outcomes of invoked actors and
 * elapsed delays, then the event log, whose entries jump back to any step.
 */
import { useTranslation } from 'react-i18next';
import type { AnyStateNode, EventObject } from 'xstate';
import type { EventChoice } from '@/lib/flows/flow-events';
import { payloadSummary } from '@/lib/flows/flow-events';
import { describeEvent, type FlowEventKind, type FlowsTranslate } from '@/lib/flows/flow-words';
import { namedDelays } from '@/lib/flows/named-delays';
import shared from './flow-explorer.module.css';
import own from './flow-simulator.module.css';
import type { FlowSimulationView } from './use-flow-simulation';

/** The explorer's shared classes, then this component's own. */
const styles = { ...shared, ...own };

const GROUPS: ReadonlyArray<{ key: string; kinds: readonly FlowEventKind[] }> = [
  { key: 'user', kinds: ['event'] },
  { key: 'outcomes', kinds: ['done', 'error', 'stateDone'] },
  { key: 'time', kinds: ['after', 'always'] },
];

function useWords(): FlowsTranslate {
  const { t } = useTranslation('flows');
  return (key, params) => t(key, params);
}

function EventText({
  event,
  words,
  delayOf,
}: {
  event: EventObject;
  words: FlowsTranslate;
  delayOf: (name: string) => number | undefined;
}) {
  const payload = payloadSummary(event);
  return (
    <>
      <span className={styles.eventName}>{describeEvent(event.type, words, delayOf).text}</span>
      {payload && (
        <span className={styles.payload} title={payload}>
          {payload}
        </span>
      )}
    </>
  );
}

function ChoiceButton({
  choice,
  sim,
  words,
  delayOf,
}: {
  choice: EventChoice;
  sim: FlowSimulationView;
  words: FlowsTranslate;
  delayOf: (name: string) => number | undefined;
}) {
  const description = sim.eventDescriptions[choice.event.type];
  const blocked = choice.enabled ? '' : words('simulation.blocked');
  return (
    <li>
      <button
        type="button"
        className={`${styles.eventButton} ${styles[`choice-${choice.kind}`] ?? ''}`}
        disabled={!choice.enabled}
        title={[description, blocked].filter(Boolean).join(' — ') || undefined}
        data-event={choice.id}
        onClick={() => sim.dispatch({ type: 'send', event: choice.event })}
      >
        <EventText event={choice.event} words={words} delayOf={delayOf} />
      </button>
    </li>
  );
}

/** Leaf states of the shown snapshot as dotted keys (`inline.filtering`). */
function activeLeaves(sim: FlowSimulationView): string[] {
  return (sim.step.snapshot._nodes as AnyStateNode[])
    .filter((node) => node.type === 'atomic' || node.type === 'final')
    .map((node) => node.path.join('.'));
}

export function FlowSimulator({ sim }: { sim: FlowSimulationView }) {
  const { t } = useTranslation('flows');
  const words = useWords();
  const delayOf = namedDelays(sim.machine, sim.step.snapshot.context);
  const { steps, cursor } = sim.state;
  const finished = sim.step.snapshot.status !== 'active';
  return (
    <section className={styles.card} aria-labelledby="flow-simulation-title">
      <h2 id="flow-simulation-title" className={styles.cardTitle}>
        {t('simulation.title')}
      </h2>
      <p className={styles.current}>
        <span className={styles.muted}>{t('simulation.current')}</span>{' '}
        <span data-testid="current-states">
          {activeLeaves(sim).map((key) => (
            <code key={key} className={styles.stateChip}>
              {key}
            </code>
          ))}
        </span>
      </p>
      {finished && <p className={styles.notice}>{t('simulation.finished')}</p>}
      {GROUPS.map((group) => {
        const choices = sim.choices.filter((choice) => group.kinds.includes(choice.kind));
        if (choices.length === 0) return null;
        return (
          <div key={group.key} className={styles.group}>
            <h3 className={styles.groupTitle}>{t(`simulation.groups.${group.key}`)}</h3>
            <ul className={styles.eventList}>
              {choices.map((choice) => (
                <ChoiceButton key={choice.id} choice={choice} sim={sim} words={words} delayOf={delayOf} />
              ))}
            </ul>
          </div>
        );
      })}
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.control}
          disabled={cursor === 0}
          onClick={() => sim.dispatch({ type: 'back' })}
        >
          {t('simulation.back')}
        </button>
        <button
          type="button"
          className={styles.control}
          disabled={cursor >= steps.length - 1}
          onClick={() => sim.dispatch({ type: 'forward' })}
        >
          {t('simulation.forward')}
        </button>
        <button
          type="button"
          className={styles.control}
          disabled={steps.length === 1}
          onClick={() => sim.dispatch({ type: 'reset' })}
        >
          {t('simulation.reset')}
        </button>
      </div>
      <h3 className={styles.groupTitle} id="flow-log-title">
        {t('simulation.log')}
      </h3>
      <ol className={styles.log} aria-labelledby="flow-log-title" data-testid="event-log">
        {steps.map((step, index) => (
          <li key={index} className={index > cursor ? styles.future : undefined}>
            <button
              type="button"
              className={styles.logEntry}
              aria-current={index === cursor ? 'step' : undefined}
              onClick={() => sim.dispatch({ type: 'goTo', index })}
            >
              <span className={styles.logIndex}>{index}</span>
              {index === 0 ? (
                <span className={styles.eventName}>{t('simulation.start')}</span>
              ) : (
                <EventText event={step.event} words={words} delayOf={delayOf} />
              )}
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
