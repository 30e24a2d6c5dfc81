/**
 * The files of a message (SPEC §2.6 seller contact form, §2.5 replies; the contact dialog and the
 * inbox's reply box): the disclaimer, the files chosen (name, size, '×'), 'Adaugă fișiere' opening
 * a hidden picker, and the problem under it. The flow's machine holds the files and checks them
 * (lib/messages/picked-files.ts); this field only shows them and passes the browser's choice on.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import forms from '@/components/forms/forms.module.css';
import buttons from '@/components/ui/button.module.css';
import { ATTACHMENT_MAX_MB, ATTACHMENTS_MAX } from '@/lib/messages/contact-rules';
import { fileSizeText } from '@/lib/messages/picked-files';
import styles from './attachments-field.module.css';

/** Props of AttachmentsField. */
export interface AttachmentsFieldProps {
  /** Prefix of the element ids ('contact', 'reply'): one field per form. */
  readonly idPrefix: string;
  readonly files: readonly { readonly name: string; readonly size: number }[];
  /** The message is uploading: nothing can be added or removed. */
  readonly disabled: boolean;
  /** An i18n key: why the last files were refused. */
  readonly problem: string | null | undefined;
  readonly onAdd: (files: readonly File[]) => void;
  readonly onRemove: (index: number) => void;
}

export function AttachmentsField({ idPrefix, files, disabled, problem, onAdd, onRemove }: AttachmentsFieldProps) {
  const { t } = useTranslation('advert');
  const picker = useRef<HTMLInputElement>(null);
  const pickerButton = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  // The '×' pressed goes with its file: focus moves to the file now in its place (or the last one,
  // or 'Adaugă fișiere'), not to the page's body, which would also leave the contact dialog.
  const refocus = useRef<number | null>(null);
  useEffect(() => {
    const index = refocus.current;
    if (index === null) return;
    refocus.current = null;
    const removes = list.current?.querySelectorAll<HTMLButtonElement>('button');
    const next = removes && removes.length > 0 ? removes[Math.min(index, removes.length - 1)] : null;
    (next ?? pickerButton.current)?.focus();
  }, [files]);
  const errorId = `${idPrefix}-attachments-error`;
  const limits = { count: ATTACHMENTS_MAX, size: ATTACHMENT_MAX_MB };
  return (
    <fieldset className={`${forms.field} ${styles.fieldset}`} aria-describedby={`${idPrefix}-attachments-hint`}>
      <legend className={forms.label}>{t('advert:contact.attachments')}</legend>
      <p id={`${idPrefix}-attachments-hint`} className={forms.hint}>
        {t('advert:contact.attachmentsHint', limits)}
      </p>
      {files.length > 0 ? (
        <ul ref={list} className={styles.files}>
          {files.map((file, index) => (
            <li key={`${file.name}-${String(index)}`} className={styles.file}>
              <span className={styles.fileName}>{file.name}</span>
              <span className={styles.fileSize}>{fileSizeText(file.size, t)}</span>
              <button
                type="button"
                className={styles.remove}
                aria-label={t('advert:contact.removeFile', { name: file.name })}
                disabled={disabled}
                onClick={() => {
                  refocus.current = index;
                  onRemove(index);
                }}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <input
        ref={picker}
        type="file"
        multiple
        accept="image/jpeg,image/png,application/pdf"
        className={styles.hiddenInput}
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          onAdd([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
      <button
        ref={pickerButton}
        type="button"
        className={`${buttons.button} ${buttons.secondary} ${styles.picker}`}
        disabled={disabled}
        onClick={() => picker.current?.click()}
        {...(problem ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : {})}
      >
        {t('advert:contact.addFiles')}
      </button>
      {problem ? (
        <p id={errorId} className={forms.fieldError}>
          {t(problem, limits)}
        </p>
      ) : null}
    </fieldset>
  );
}
