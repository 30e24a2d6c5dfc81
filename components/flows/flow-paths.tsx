/**
 * The generated paths the model tests walk for the chosen scenario. "Redă" loads a path into
 * the simulation at its start; the person then walks it step by step (or jumps to its end) and
 * watches the drawing light each state on the way.
 */
import Link from 'next/link';
import { useTranslation } from 'react-i18next';
import type { EventObject } from 'xstate';
import { payloadSummary } from '@/lib/flows/flow-events';
import { describeEvent, type FlowsTranslate } from '@/lib/flows/flow-words';
import { namedDelays } from '@/lib/flows/named-delays';
import type { GeneratedPath, PathPage } from '@/lib/flows/flows-page.types';
import shared from './flow-explorer.module.css';
import own from './flow-paths.module.css';
import type { FlowSimulationView } from './use-flow-simulation';

/** The explorer's shared classes, then this component's own. */
const styles = { ...shared, ...own };

function eventText(event: EventObject, words: FlowsTranslate, delayOf: (name: string) => number | undefined): string {
  const payload = payloadSummary(event);
  const name = describeEvent(event.type, words, delayOf).text;
  return payload ? `${name}(${payload})` : name;
}

/** Links to the previous and the next page of paths, and which paths this page shows. */
function PathPages({
  paths,
  page,
  hrefOf,
}: {
  paths: readonly GeneratedPath[];
  page: PathPage;
  hrefOf: (page: number) => string;
}) {
  const { t } = useTranslation('flows');
  if (page.pages <= 1) return null;
  const from = (paths[0]?.index ?? 0) + 1;
  const to = (paths.at(-1)?.index ?? 0) + 1;
  return (
    <nav className={styles.pathPages} aria-label={t('paths.pagesLabel')}>
      {page.page > 1 && (
        <Link href={hrefOf(page.page - 1)} className={styles.scenario} scroll={false}>
          {t('paths.previousPage')}
        </Link>
      )}
      <span className={styles.muted}>{t('paths.range', { from, to, total: page.total })}</span>
      {page.page < page.pages && (
        <Link href={hrefOf(page.page + 1)} className={styles.scenario} scroll={false}>
          {t('paths.nextPage')}
        </Link>
      )}
    </nav>
  );
}

export function FlowPaths({
  paths,
  page,
  hrefOf,
  sim,
}: {
  paths: readonly GeneratedPath[];
  page: PathPage;
  hrefOf: (page: number) => string;
  sim: FlowSimulationView;
}) {
  const { t } = useTranslation('flows');
  const words: FlowsTranslate = (key, params) => t(key, params);
  const delayOf = namedDelays(sim.machine, sim.state.steps[0]?.snapshot.context);
  const playing = sim.state.pathIndex;
  const { cursor, steps } = sim.state;
  return (
    <section className={styles.card} aria-labelledby="flow-paths-title">
      <h2 id="flow-paths-title" className={styles.cardTitle}>
        {t('paths.title', { n: page.total })}
      </h2>
      <p className={styles.muted}>{t('paths.intro')}</p>
      <ol className={styles.paths} data-testid="generated-paths">
        {paths.map((path) => {
          const isPlaying = playing === path.index;
          return (
            <li key={path.index} className={isPlaying ? styles.pathPlaying : styles.path} data-path-index={path.index}>
              <div className={styles.pathHead}>
                <span className={styles.pathTitle}>{t('paths.name', { n: path.index + 1 })}</span>
                <span className={styles.muted}>
                  {t('paths.steps', { count: path.events.length })} · {t('paths.endsIn')}{' '}
                  <code>{path.endStates.join(' + ')}</code>
                </span>
                <button
                  type="button"
                  className={`${styles.control} ${styles.playButton}`}
                  aria-label={t('paths.playLabel', { n: path.index + 1 })}
                  onClick={() => sim.dispatch({ type: 'loadPath', pathIndex: path.index, events: path.events })}
                >
                  {isPlaying ? t('paths.restart') : t('paths.play')}
                </button>
              </div>
              <ol className={styles.pathEvents}>
                {path.events.map((event, index) => (
                  <li key={index} className={isPlaying && index < cursor ? styles.pathEventDone : undefined}>
                    <code>{eventText(event, words, delayOf)}</code>
                  </li>
                ))}
              </ol>
              {isPlaying && steps.length - 1 < path.events.length && (
                <p className={styles.notice} role="alert">
                  {t('paths.stopped', { n: steps.length })}
                </p>
              )}
              {isPlaying && (
                <div className={styles.player} data-testid="path-player">
                  <span aria-live="polite">{t('paths.progress', { step: cursor, total: steps.length - 1 })}</span>
                  <button
                    type="button"
                    className={styles.control}
                    disabled={cursor >= steps.length - 1}
                    onClick={() => sim.dispatch({ type: 'forward' })}
                  >
                    {t('paths.next')}
                  </button>
                  <button
                    type="button"
                    className={styles.control}
                    disabled={cursor >= steps.length - 1}
                    onClick={() => sim.dispatch({ type: 'goTo', index: steps.length - 1 })}
                  >
                    {t('paths.toEnd')}
                  </button>
                </div>
              )}
            </li>
          );
        })}
      </ol>
      <PathPages paths={paths} page={page} hrefOf={hrefOf} />
    </section>
  );
}
