/** The wizard's steps as a list: done steps can be gone back to, the current one is marked. */
import { useTranslation } from 'react-i18next';
import type { PostingView } from '@/machines/posting/use-posting';
import styles from './posting.module.css';

export function PostingSteps({ view, categoryId }: { view: PostingView; categoryId: number }) {
  const { t } = useTranslation('posting');
  const current = view.steps.indexOf(view.step);
  return (
    <nav aria-label={t('steps.label')} className={styles.steps}>
      <p className={styles.progress}>{t('steps.progress', { current: current + 1, total: view.steps.length })}</p>
      <ol>
        {view.steps.map((step, index) => {
          const label = t(`steps.${step === 'identity' && categoryId === 67 ? 'identityPart' : step}`);
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
