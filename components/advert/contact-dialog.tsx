/**
 * The seller contact dialog (SPEC §2.6 seller contact form modal, §5): subject, message with the
 * characters left, phone, a name and an e-mail without an account, the attachments (name, size,
 * remove) under the disclaimer; each problem under its field; the upload's percentage and
 * 'Anulează', which stops it and keeps everything; a failure keeps everything and offers a retry;
 * success says 'Mesajul a fost trimis cu succes.'. Drawn from the contactSeller view; it never
 * decides what state it is in.
 */
import { useTranslation } from 'react-i18next';
import forms from '@/components/forms/forms.module.css';
import { SendForm } from '@/components/forms/send-form';
import { TextField } from '@/components/forms/text-field';
import { useFocusBack } from '@/components/forms/use-focus-back';
import { AttachmentsField } from '@/components/messages/attachments-field';
import buttons from '@/components/ui/button.module.css';
import { ModalDialog } from '@/components/ui/dialogs/modal-dialog';
import dialog from '@/components/ui/dialogs/stacked-dialog.module.css';
import { CONTACT_SUBJECTS, characterCount, MESSAGE_MAX, MESSAGE_MIN, NAME_MAX } from '@/lib/messages/contact-rules';
import type { ContactSellerView } from '@/machines/contact-seller/use-contact-seller';
import styles from './contact-seller.module.css';

const TITLE_ID = 'contact-title';
type Problem = 'subject';

export function ContactDialog({ view }: { view: ContactSellerView }) {
  const { t } = useTranslation(['advert', 'errors', 'ui']);
  const focusBack = useFocusBack(view.sending);
  const problem = (field: Problem) => {
    const key = view.problems[field];
    return key ? (
      <p id={`contact-${field}-error`} className={forms.fieldError}>
        {t(key)}
      </p>
    ) : null;
  };
  const invalid = (field: Problem) =>
    view.problems[field] ? { 'aria-invalid': true as const, 'aria-describedby': `contact-${field}-error` } : {};
  const text = (field: 'phone' | 'name' | 'email', type: string, autoComplete: string, hint?: string) => (
    <TextField
      type={type}
      autoComplete={autoComplete}
      inputMode={field === 'phone' ? 'numeric' : undefined}
      label={t(`advert:contact.${field}`)}
      value={view.draft[field]}
      readOnly={view.sending}
      onValueChange={(value) => view.change(field, value)}
      hint={hint}
      errorKey={view.problems[field]}
      errorValues={{ maxLength: NAME_MAX }}
    />
  );
  const left = MESSAGE_MAX - characterCount(view.draft.message);
  return (
    <ModalDialog labelledBy={TITLE_ID} onEscape={view.close}>
      <div className={dialog.header}>
        <h2 id={TITLE_ID} className={dialog.title}>
          {t('advert:contact.title')}
        </h2>
        <button type="button" className={dialog.close} aria-label={t('advert:contact.close')} onClick={view.close}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className={dialog.body}>
        {view.sent ? (
          <div className={forms.form}>
            <p role="status" className={forms.success}>
              {view.confirmationSent ? t('advert:contact.sentConfirm') : t('advert:contact.sent')}
            </p>
            <div className={styles.actions}>
              {/* The send button that had the focus is gone: without this it falls on the body, out of
                  the dialog, where Escape and Tab no longer reach it. */}
              <button type="button" className={`${buttons.button} ${buttons.primary}`} onClick={view.close} autoFocus>
                {t('advert:contact.close')}
              </button>
            </div>
          </div>
        ) : (
          <SendForm
            sending={view.sending}
            onSubmit={view.submit}
            alerts={[view.refusal ? t(view.refusal) : null, view.failed ? t('advert:contact.failed') : null]}
          >
            {view.cancelled ? (
              <p role="status" className={styles.notice}>
                {t('advert:contact.cancelled')}
              </p>
            ) : null}
            <div className={forms.field}>
              <label className={forms.label} htmlFor="contact-subject">
                {t('advert:contact.subject')}
              </label>
              <select
                id="contact-subject"
                className={forms.input}
                value={view.draft.subject}
                disabled={view.sending}
                onChange={(event) => view.change('subject', event.target.value)}
                {...invalid('subject')}
              >
                <option value="">{t('advert:contact.subjectPlaceholder')}</option>
                {CONTACT_SUBJECTS.map((subject) => (
                  <option key={subject} value={subject}>
                    {t(`advert:contact.subjects.${subject}`)}
                  </option>
                ))}
              </select>
              {problem('subject')}
            </div>
            <TextField
              multiline
              label={t('advert:contact.message')}
              value={view.draft.message}
              readOnly={view.sending}
              onValueChange={(value) => view.change('message', value)}
              // Past the limit it says by how much, so a long text can be cut to size.
              counter={
                left >= 0 ? t('advert:contact.remaining', { count: left }) : t('advert:contact.over', { count: -left })
              }
              errorKey={view.problems.message}
              errorValues={{ minLength: MESSAGE_MIN, maxLength: MESSAGE_MAX }}
            />
            {text('phone', 'tel', 'tel')}
            {view.anonymous ? (
              <>
                {text('name', 'text', 'name')}
                {text('email', 'email', 'email', t('advert:contact.emailHint'))}
              </>
            ) : null}
            <AttachmentsField
              idPrefix="contact"
              files={view.attachments}
              disabled={view.sending}
              problem={view.problems.attachments}
              onAdd={view.addFiles}
              onRemove={view.removeFile}
            />
            {view.sending ? (
              <progress
                className={styles.progress}
                max={100}
                value={view.progress}
                aria-label={t('advert:contact.progress')}
              />
            ) : null}
            <div className={styles.actions}>
              {/* One button: 'Anulează' aborts the upload, then it is 'Renunță' again (focus stays on it). */}
              <button
                type="button"
                className={`${buttons.button} ${buttons.secondary}`}
                onClick={view.sending ? view.cancelUpload : view.close}
                // Past 100 % the message may be stored already: not `disabled`, which would drop focus.
                aria-disabled={(view.sending && !view.canCancel) || undefined}
              >
                {view.sending ? t('advert:contact.cancelUpload') : t('advert:contact.cancel')}
              </button>
              <button
                type="submit"
                className={`${buttons.button} ${buttons.primary}`}
                disabled={view.sending}
                {...focusBack}
              >
                {view.sending
                  ? t('advert:contact.sending', { percent: view.progress })
                  : view.failed
                    ? t('advert:contact.retry')
                    : t('advert:contact.send')}
              </button>
            </div>
          </SendForm>
        )}
      </div>
    </ModalDialog>
  );
}
