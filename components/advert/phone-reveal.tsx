/**
 * The seller's phone, masked until 'Vezi numărul' (SPEC §2.6): the full number comes from the
 * server and shows as a tel: link. The seller box and the sticky bar render the same view (one
 * machine for the page), so revealing in one shows it in the other.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { focusIfDropped, useFocusBack } from '@/components/forms/use-focus-back';
import { formatPhone, telHref } from '@/lib/sellers/dealer-profile';
import type { PhoneRevealView } from '@/machines/phone-reveal/use-phone-reveal';
import styles from './phone-reveal.module.css';

export function PhoneReveal({
  view,
  masked,
  compact = false,
}: {
  view: PhoneRevealView;
  masked: string;
  compact?: boolean;
}) {
  const { t } = useTranslation(['advert', 'errors']);
  const message = view.refusal ? t(view.refusal) : view.failed ? t('advert:phone.failed') : null;
  const label = view.failed ? t('advert:phone.retry') : t('advert:phone.reveal');
  // The pressed button gives way to the number: focus follows to it (in this copy only, the box or
  // the bar), not to the body. A failure enables the button again, and focus comes back to it.
  const focusBack = useFocusBack(view.revealing);
  const pressed = useRef(false);
  const number = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (view.phone === null || !pressed.current) return;
    pressed.current = false;
    focusIfDropped(number.current);
  }, [view.phone]);
  return (
    <div className={compact ? styles.compact : styles.phone}>
      {view.phone !== null ? (
        <a ref={number} className={styles.number} href={telHref(view.phone)}>
          {formatPhone(view.phone)}
        </a>
      ) : (
        <>
          {!compact && <span className={styles.masked}>{masked}</span>}
          {view.canReveal && (
            <button
              type="button"
              className={styles.button}
              onClick={(event) => {
                pressed.current = document.activeElement === event.currentTarget;
                view.reveal();
              }}
              disabled={view.revealing}
              {...focusBack}
            >
              {view.revealing ? t('advert:phone.revealing') : label}
            </button>
          )}
        </>
      )}
      {/* The box announces what happened; the bar only shows it (one announcement per change). */}
      {message && (
        <p className={styles.message} {...(compact ? {} : { role: 'alert' })}>
          {message}
        </p>
      )}
    </div>
  );
}
