/**
 * The report dialog (SPEC §2.6 report ad, §5): reason, optional e-mail, message with the characters
 * left; each problem under its field; a failure keeps everything and offers a retry; success says
 * 'Message sent successfully'. Drawn from the reportAd view; it never decides what state it is in.
 */
import { useTranslation } from 'react-i18next';
import forms from '@/components/forms/forms.module.css';
import { SendForm } from '@/components/forms/send-form';
import { TextField } from '@/components/forms/text-field';
import { useFocusBack } from '@/components/forms/use-focus-back';
import buttons from '@/components/ui/button.module.css';
import { ModalDialog } from '@/components/ui/dialogs/modal-dialog';
import dialog from '@/components/ui/dialogs/stacked-dialog.module.css';
import { characterCount, REPORT_MESSAGE_MAX } from '@/lib/ads/report-rules';
import type { ReportAdView } from '@/machines/report-ad/use-report-ad';
import styles from './report-ad.module.css';

const TITLE_ID = 'report-title';

export function ReportDialog({ view }: { view: ReportAdView }) {
  const { t } = useTranslation(['advert', 'errors', 'ui']);
  const focusBack = useFocusBack(view.sending);
  const problem = (field: 'reason') => {
    const key = view.problems[field];
    return key ? (
      <p id={`report-${field}-error`} className={forms.fieldError}>
        {t(key)}
      </p>
    ) : null;
  };
  const invalid = (field: 'reason') =>
    view.problems[field] ? { 'aria-invalid': true as const, 'aria-describedby': `report-${field}-error` } : {};
  const left = REPORT_MESSAGE_MAX - characterCount(view.draft.message);
  return (
    <ModalDialog labelledBy={TITLE_ID} onEscape={view.close}>
      <div className={dialog.header}>
        <h2 id={TITLE_ID} className={dialog.title}>
          {t('advert:report.title')}
        </h2>
        <button type="button" className={dialog.close} aria-label={t('advert:report.close')} onClick={view.close}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className={dialog.body}>
        {view.sent ? (
          <div className={forms.form}>
            <p role="status" className={forms.success}>
              {t('advert:report.sent')}
              {view.confirmationSent ? <> {t('advert:report.sentConfirm')}</> : null}
            </p>
            <div className={styles.actions}>
              {/* The send button that had the focus is gone: without this it falls on the body, out of
                  the dialog, where Escape and Tab no longer reach it. */}
              <button type="button" className={`${buttons.button} ${buttons.primary}`} onClick={view.close} autoFocus>
                {t('advert:report.close')}
              </button>
            </div>
          </div>
        ) : view.loadingReasons ? (
          <p role="status" aria-busy="true">
            {t('advert:report.loadingReasons')}
          </p>
        ) : view.reasonsFailed ? (
          <p role="alert" className={forms.alert}>
            {t('advert:report.reasonsFailed')}{' '}
            <a
              href="#"
              onClick={(event) => {
                event.preventDefault();
                view.retryReasons();
              }}
            >
              {t('advert:report.reasonsRetry')}
            </a>
          </p>
        ) : (
          <SendForm
            sending={view.sending}
            onSubmit={view.submit}
            intro={<p className={forms.hint}>{t('advert:report.intro')}</p>}
            alerts={[view.refusal ? t(view.refusal) : null, view.failed ? t('advert:report.failed') : null]}
          >
            <div className={forms.field}>
              <label className={forms.label} htmlFor="report-reason">
                {t('advert:report.reason')}
              </label>
              <select
                id="report-reason"
                className={forms.input}
                value={view.draft.reason}
                disabled={view.sending}
                onChange={(event) => view.change('reason', event.target.value)}
                {...invalid('reason')}
              >
                <option value="">{t('advert:report.reasonPlaceholder')}</option>
                {view.reasons.map((reason) => (
                  <option key={reason} value={reason}>
                    {t(`advert:report.reasons.${reason}`)}
                  </option>
                ))}
              </select>
              {problem('reason')}
            </div>
            <TextField
              type="email"
              autoComplete="email"
              label={t('advert:report.email')}
              value={view.draft.email}
              readOnly={view.sending}
              onValueChange={(value) => view.change('email', value)}
              hint={t('advert:report.emailHint')}
              errorKey={view.problems.email}
            />
            <TextField
              multiline
              label={t('advert:report.message')}
              value={view.draft.message}
              readOnly={view.sending}
              onValueChange={(value) => view.change('message', value)}
              // Past the limit it says by how much, so a long text can be cut to size.
              counter={
                left >= 0 ? t('advert:report.remaining', { count: left }) : t('advert:report.over', { count: -left })
              }
              errorKey={view.problems.message}
              errorValues={{ maxLength: REPORT_MESSAGE_MAX }}
            />
            <div className={styles.actions}>
              <button type="button" className={`${buttons.button} ${buttons.secondary}`} onClick={view.close}>
                {t('advert:report.cancel')}
              </button>
              <button
                type="submit"
                className={`${buttons.button} ${buttons.primary}`}
                disabled={view.sending}
                {...focusBack}
              >
                {view.sending
                  ? t('advert:report.sending')
                  : view.failed
                    ? t('advert:report.retry')
                    : t('advert:report.send')}
              </button>
            </div>
          </SendForm>
        )}
      </div>
    </ModalDialog>
  );
}
