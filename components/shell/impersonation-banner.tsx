/**
 * The strip above the header while a main account acts for a member of its team (SPEC §6): who is
 * acting for whom, and the way back to the main account. Shown on every page, so its texts live in
 * the shell's `common` catalogue.
 */
import { useTranslation } from 'react-i18next';
import { fullPageNavigate } from '@/components/forms/use-page-navigate';
import buttons from '@/components/ui/button.module.css';
import { useImpersonation, type ImpersonationView } from '@/machines/impersonation/use-impersonation';
import { useImpersonator, useOptionalSessionActorRef, useSignedInName } from '@/machines/session/use-session';
import styles from './impersonation-banner.module.css';

/** The progress or the failure of a switch; nothing while idle. */
export function ImpersonationFeedback({ view }: { view: ImpersonationView }) {
  const { t, i18n } = useTranslation('common');
  if (view.switching) {
    const { memberName } = view.switching;
    return (
      <p role="status" aria-busy="true" className={styles.feedback}>
        {memberName ? t('impersonation.switchingTo', { name: memberName }) : t('impersonation.switchingBack')}
      </p>
    );
  }
  if (!view.failed) return null;
  const key = view.error?.i18nKey;
  return (
    <div role="alert" className={styles.failure}>
      <p>{key && i18n.exists(key) ? t(key) : t('impersonation.failed')}</p>
      <div className={styles.actions}>
        <button type="button" className={`${buttons.button} ${buttons.primary}`} onClick={view.retry}>
          {t('impersonation.retry')}
        </button>
        <button type="button" className={`${buttons.button} ${buttons.secondary}`} onClick={view.dismiss}>
          {t('impersonation.dismiss')}
        </button>
      </div>
    </div>
  );
}

/** The strip itself: `memberName` is the identity in use, `mainName` the main account behind it. */
export function ImpersonationBanner({
  view,
  memberName,
  mainName,
}: {
  view: ImpersonationView;
  memberName: string;
  mainName: string;
}) {
  const { t } = useTranslation('common');
  return (
    <section className={styles.banner} aria-label={t('impersonation.label')}>
      <div className={`container ${styles.bar}`}>
        <p className={styles.text}>{t('impersonation.actingAs', { member: memberName, main: mainName })}</p>
        <button
          type="button"
          className={`${buttons.button} ${buttons.secondary}`}
          disabled={view.busy}
          onClick={() => view.stop({ memberName, mainName })}
        >
          {t('impersonation.stop')}
        </button>
      </div>
      <div className="container">
        <ImpersonationFeedback view={view} />
      </div>
    </section>
  );
}

/**
 * Runs while the app has a session: the strip shows when the session acts for a member, and while
 * the way back is under way with the names the machine kept — the refreshed session no longer acts
 * for anyone before the page reloads, and unmounting would stop the flow before it navigates.
 */
function LiveBanner() {
  const view = useImpersonation({ navigate: fullPageNavigate });
  const mainName = useImpersonator();
  const memberName = useSignedInName();
  const names = mainName && memberName ? { mainName, memberName } : view.leaving;
  return names ? <ImpersonationBanner view={view} memberName={names.memberName} mainName={names.mainName} /> : null;
}

/** The banner of the current session: nothing outside a SessionProvider or unless the session acts for a team member. */
export function SessionImpersonationBanner() {
  return useOptionalSessionActorRef() ? <LiveBanner /> : null;
}
