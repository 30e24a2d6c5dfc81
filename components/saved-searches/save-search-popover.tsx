/**
 * The listing's 'Salvează căutarea' button and its popover (SPEC §2.6 listing, §2.2): the name
 * prefilled with the summary the page shows, the alert frequency (Instant / Zilnic / Săptămânal,
 * daily by default), the refusals on their field, a retry after a failure, the confirmation with
 * its link to the saved searches; signed out, the invitation to sign in, back to this listing.
 * Escape closes it and focus goes back to the button. Under the button from the tablet up, a
 * sheet at the bottom of the screen on mobile. Drawn from the popover's view only.
 */
import Link from 'next/link';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { focusIfDropped } from '@/components/forms/use-focus-back';
import buttons from '@/components/ui/button.module.css';
import type { SearchToSave } from '@/lib/saved-searches/saved-search.types';
import { ALERT_CHOICES } from '@/lib/saved-searches/saved-search-rules';
import { routeUrl } from '@/lib/routes/navigate';
import type { SavedSearchPopoverView } from '@/machines/saved-search/use-saved-search';
import styles from './saved-searches.module.css';

/** Props of SaveSearchPopover. */
export interface SaveSearchPopoverProps {
  readonly view: SavedSearchPopoverView;
  /** The name proposed: the filters' summary the listing shows. */
  readonly summary: string;
  readonly search: SearchToSave;
  /** Where 'Autentifică-te' leads: the sign-in page, back to this listing. */
  readonly signInUrl: string;
  /** The session is not known yet: the button waits (it is there from the first paint). */
  readonly disabled?: boolean;
}

export function SaveSearchPopover({ view, summary, search, signInUrl, disabled = false }: SaveSearchPopoverProps) {
  const { t } = useTranslation(['savedSearches', 'errors']);
  const id = useId();
  const anchor = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  const wasOpen = useRef(view.open);
  useEffect(() => {
    if (view.open && !wasOpen.current) (nameInput.current ?? panel.current)?.focus();
    // Closed by Escape, × or 'Salvează căutarea': the focus comes back to the button.
    if (!view.open && wasOpen.current) focusIfDropped(button.current);
    wasOpen.current = view.open;
  }, [view.open]);
  // A disabled 'Salvează' drops the focus: it goes to the panel, so Escape still closes it.
  useEffect(() => {
    if (view.open) focusIfDropped(panel.current);
  }, [view.open, view.saving, view.saved]);
  // Escape closes it wherever the focus is in it, or when the focus fell on the body (a button
  // disabled under it): listened to on the document, ignored when it comes from elsewhere (another
  // dialog, the filters sheet).
  const { open, close } = view;
  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target as Node | null;
      const fromHere = target === document.body || (target !== null && anchor.current?.contains(target) === true);
      if (event.key !== 'Escape' || !fromHere) return;
      close();
      button.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, close]);
  const refusalText = view.refusal ? t(view.refusal.key, { existingName: view.refusal.existingName ?? '' }) : null;
  const nameRefused = view.refusal?.field === 'name';
  const nameErrorId = `${id}-name-error`;
  return (
    <div ref={anchor} className={styles.anchor}>
      <button
        ref={button}
        type="button"
        className={`${buttons.button} ${buttons.secondary}`}
        aria-expanded={view.open}
        aria-controls={view.open ? `${id}-panel` : undefined}
        disabled={disabled}
        onClick={() => (view.open ? view.close() : view.openFor(summary, search))}
      >
        {t('savedSearches:popover.button')}
      </button>
      {view.open && (
        <div
          ref={panel}
          id={`${id}-panel`}
          role="dialog"
          aria-labelledby={`${id}-title`}
          className={styles.popover}
          tabIndex={-1}
        >
          <div className={styles.popoverHeader}>
            <h2 id={`${id}-title`} className={styles.popoverTitle}>
              {view.saved ? t('savedSearches:popover.saved') : t('savedSearches:popover.title')}
            </h2>
            <button
              type="button"
              className={styles.close}
              aria-label={t('savedSearches:popover.close')}
              onClick={view.close}
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
          {view.invitingSignIn && (
            <>
              <p>{t('savedSearches:popover.signInText')}</p>
              <Link href={signInUrl} className={`${buttons.button} ${buttons.primary}`} prefetch={false}>
                {t('savedSearches:popover.signIn')}
              </Link>
            </>
          )}
          {view.editing && (
            <form
              className={styles.form}
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                if (view.failure) view.retry();
                else view.save();
              }}
            >
              <label className={styles.field}>
                {t('savedSearches:popover.name')}
                <input
                  ref={nameInput}
                  type="text"
                  name="name"
                  value={view.name}
                  readOnly={view.saving}
                  aria-invalid={nameRefused}
                  aria-describedby={nameRefused ? nameErrorId : undefined}
                  onChange={(event) => view.changeName(event.target.value)}
                />
              </label>
              {nameRefused && (
                <p id={nameErrorId} role="alert" className={styles.error}>
                  {refusalText}
                </p>
              )}
              <fieldset className={styles.choices} disabled={view.saving}>
                <legend>{t('savedSearches:popover.frequency')}</legend>
                {ALERT_CHOICES.map((frequency) => (
                  <label key={frequency} className={styles.choice}>
                    <input
                      type="radio"
                      name="frequency"
                      value={frequency}
                      checked={view.frequency === frequency}
                      onChange={() => view.changeFrequency(frequency)}
                    />
                    {t(`savedSearches:frequency.${frequency}`)}
                  </label>
                ))}
              </fieldset>
              {view.refusal && !nameRefused && (
                <p role="alert" className={styles.error}>
                  {refusalText}
                </p>
              )}
              {view.failure && (
                <p role="alert" className={styles.error}>
                  {t(view.failure)}
                </p>
              )}
              <button
                type="submit"
                className={`${buttons.button} ${buttons.primary}`}
                disabled={view.saving}
                aria-busy={view.saving || undefined}
              >
                {view.saving
                  ? t('savedSearches:popover.saving')
                  : view.failure
                    ? t('savedSearches:popover.retry')
                    : t('savedSearches:popover.save')}
              </button>
            </form>
          )}
          {view.saved && (
            <>
              <p>{t('savedSearches:popover.savedText', { name: view.saved.name })}</p>
              <Link href={routeUrl('savedSearches')} prefetch={false}>
                {t('savedSearches:popover.viewSaved')}
              </Link>
            </>
          )}
        </div>
      )}
    </div>
  );
}
