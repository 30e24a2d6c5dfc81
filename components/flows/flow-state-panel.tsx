/**
 * The side panel's description of one state: the state chosen on the drawing, or else the
 * deepest active one. The same text is the hover title of the state box.
 */
import { useTranslation } from 'react-i18next';
import type { FlowDrawing } from '@/lib/flows/flow-drawing.types';
import styles from './flow-explorer.module.css';

/** Props of FlowStatePanel. */
export interface FlowStatePanelProps {
  readonly drawing: FlowDrawing;
  readonly stateId: string | null;
  readonly activeIds: ReadonlySet<string>;
  /** Whether the person chose the state (else it follows the simulation). */
  readonly pinned: boolean;
}

export function FlowStatePanel({ drawing, stateId, activeIds, pinned }: FlowStatePanelProps) {
  const { t } = useTranslation('flows');
  const state = drawing.states.find((candidate) => candidate.id === stateId);
  return (
    <section className={styles.card} aria-labelledby="flow-state-title" aria-live="polite" data-testid="state-panel">
      <h2 id="flow-state-title" className={styles.cardTitle}>
        {t('state.title')}
      </h2>
      {state ? (
        <>
          <p className={styles.stateHead}>
            <code className={styles.stateChip}>{state.key}</code>
            <span className={styles.muted}>
              {t(`state.types.${state.type}`)}
              {activeIds.has(state.id) ? ` · ${t('state.active')}` : ''}
              {pinned ? '' : ` · ${t('state.following')}`}
            </span>
          </p>
          <p className={styles.stateDescription}>{state.description ?? t('state.noDescription')}</p>
          <p className={styles.muted}>
            <code>#{state.id}</code>
          </p>
        </>
      ) : (
        <p className={styles.muted}>{t('state.choose')}</p>
      )}
    </section>
  );
}
