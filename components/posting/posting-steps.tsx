/** The wizard's steps as a list: done steps can be gone back to, the current one is marked. */
import { useTranslation } from 'react-i18next';
import { type PostingStep, postingKindOf } from '@/lib/posting/posting-fields';
import type { PostingView } from '@/machines/posting/use-posting';
import styles from './posting.module.css';

/** The `posting` key of a step's name: the first step is 'Piesa' for parts, 'Utilajul' for machinery. */
export function stepLabelKey(step: PostingStep, categoryId: number): string {
  if (step !== 'identity') return `steps.${step}`;
  const kind = postingKindOf(categoryId);
  return kind === 'part' ? 'steps.identityPart' : kind === 'machinery' ? 'steps.identityMachine' : 'steps.identity';
}

export function PostingSteps({ view, categoryId }: { view: PostingView; categoryId: number }) {
  const { t } = useTranslation('posting');
  const current = view.steps.indexOf(view.step);
  return (
    <nav aria-label={t('steps.label')} className={styles.steps}>
      <p className={styles.progress}>{t('steps.progress', { current: current + 1, total: view.steps.length })}</p>
      <ol>
        {view.steps.map((step, index) => {
          const label = t(stepLabelKey(step, categoryId));
          return (
            <li key={step} data-state={index < current ? 'done' : index === current ? 'current' : 'next'}>
              {index < current ? (
                <button
                  type="button"
                  className={styles.stepButton}
                  onClick={() => view.goTo(step)}
                  disabled={view.publishing}
                >
                  <span aria-hidden="true">{index + 1}</span> {label}
                </button>
              ) : (
                <span className={styles.stepLabel} aria-current={index === current ? 'step' : undefined}>
                  <span aria-hidden="true">{index + 1}</span> {label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
