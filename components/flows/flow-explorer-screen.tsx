/**
 * /flows/[id]: one machine drawn (server-side ELK layout), simulated in the browser with XState's
 * pure functions, and the generated paths of the chosen scenario, each replayable on the drawing.
 */
import Link from 'next/link';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnyStateNode } from 'xstate';
import { CoverageFigures } from './coverage-figures';
import { FlowDiagram } from './flow-diagram';
import styles from './flow-explorer.module.css';
import { FlowPaths } from './flow-paths';
import { FlowSimulator } from './flow-simulator';
import { FlowStatePanel } from './flow-state-panel';
import { FlowTransitionsTable } from './flow-transitions-table';
import { FlowsHead } from './flows-head';
import type { FlowDetail } from '@/lib/flows/flows-page.types';
import { useFlowSimulation } from './use-flow-simulation';
import { useStatelyInspector } from './use-stately-inspector';

/** Props of FlowExplorerScreen. */
export interface FlowExplorerScreenProps {
  readonly detail: FlowDetail;
  /** Mirror the simulation into Stately's hosted inspector (development only). */
  readonly inspect: boolean;
}

/** A machine's page for a scenario, and a page of its generated paths after the first. */
function flowHref(id: string, scenarioId: string, pathPage = 1): string {
  return `/flows/${id}?scenario=${scenarioId}${pathPage > 1 ? `&trasee=${pathPage}` : ''}`;
}

function FlowExplorer({ detail, inspect }: FlowExplorerScreenProps) {
  const { t } = useTranslation('flows');
  const sim = useFlowSimulation(detail.id, detail.scenarioId);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [fit, setFit] = useState(true);
  const [longDescription, setLongDescription] = useState(false);
  const { steps, cursor } = sim.state;
  const events = useMemo(() => steps.slice(1, cursor + 1).map((step) => step.event), [steps, cursor]);
  useStatelyInspector(inspect, sim.machine, sim.input, events);
  const nodes = sim.step.snapshot._nodes as AnyStateNode[];
  const deepest =
    (nodes.filter((node) => node.type === 'atomic' || node.type === 'final').at(-1) ?? nodes.at(-1))?.id ?? null;
  const shownId = selectedId ?? deepest;
  const unreachedKeys = new Set(detail.coverage?.unreachedKeys ?? []);

  return (
    <div className={styles.page}>
      <FlowsHead title={detail.title} />
      <nav aria-label={t('detail.breadcrumbs')} className={styles.breadcrumbs}>
        <Link href="/flows">{t('detail.back')}</Link>
      </nav>
      <header className={styles.header}>
        <div className={styles.titleRow}>
          <h1 className={styles.title}>{detail.title}</h1>
          <CoverageFigures states={detail.states} transitions={detail.transitions} coverage={detail.coverage} />
        </div>
        <p
          id="flow-description"
          className={longDescription ? styles.description : `${styles.description} ${styles.clamped}`}
        >
          {detail.description}
        </p>
        <button
          type="button"
          className={styles.more}
          aria-expanded={longDescription}
          aria-controls="flow-description"
          onClick={() => setLongDescription(!longDescription)}
        >
          {longDescription ? t('detail.less') : t('detail.more')}
        </button>
      </header>
      {detail.scenarios.length > 1 && (
        <nav aria-label={t('detail.scenarios')} className={styles.scenarios}>
          <span className={styles.muted}>{t('detail.scenarios')}:</span>
          {detail.scenarios.map((scenario) => (
            <Link
              key={scenario.id}
              href={flowHref(detail.id, scenario.id)}
              aria-current={scenario.id === detail.scenarioId ? 'page' : undefined}
              className={styles.scenario}
              title={scenario.title}
            >
              {scenario.title}
            </Link>
          ))}
        </nav>
      )}
      <div className={styles.workspace}>
        <div className={styles.main}>
          <section className={`${styles.card} ${styles.canvasCard}`} aria-labelledby="flow-diagram-title">
            <div className={styles.canvasHead}>
              <h2 id="flow-diagram-title" className={styles.cardTitle}>
                {t('diagram.title', { title: detail.title })}
              </h2>
              <button type="button" className={styles.control} aria-pressed={!fit} onClick={() => setFit(!fit)}>
                {t('diagram.actualSize')}
              </button>
            </div>
            <div className={styles.canvas}>
              <FlowDiagram
                fit={fit}
                drawing={detail.drawing}
                activeIds={sim.activeIds}
                takenKeys={sim.takenKeys}
                unreachedKeys={unreachedKeys}
                selectedId={selectedId}
                onSelect={(id) => setSelectedId(id === selectedId ? null : id)}
                labelledBy="flow-diagram-title"
              />
            </div>
            <p className={styles.legend}>{t('diagram.legend')}</p>
            <FlowTransitionsTable
              transitions={detail.transitionList}
              takenKeys={sim.takenKeys}
              unreachedKeys={unreachedKeys}
            />
          </section>
          <FlowPaths
            paths={detail.paths}
            page={detail.pathPage}
            hrefOf={(page) => flowHref(detail.id, detail.scenarioId, page)}
            sim={sim}
          />
        </div>
        <aside className={styles.side} aria-label={t('detail.side')}>
          <FlowSimulator sim={sim} />
          <FlowStatePanel
            drawing={detail.drawing}
            stateId={shownId}
            activeIds={sim.activeIds}
            pinned={selectedId !== null}
          />
        </aside>
      </div>
    </div>
  );
}

export function FlowExplorerScreen({ detail, inspect }: FlowExplorerScreenProps) {
  // A new machine or scenario starts a new simulation.
  return <FlowExplorer key={`${detail.id}/${detail.scenarioId}`} detail={detail} inspect={inspect} />;
}
