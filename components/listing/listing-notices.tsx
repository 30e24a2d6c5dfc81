/** Notes about dropped filters (which and why), and the 'remove a filter' chips. */
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { listingHref } from '@/lib/listing/listing-href';
import type { ListingNotice, ListingQuery } from '@/lib/listing/listing-query';
import type { ActiveFilter } from './active-filters';
import styles from './listing.module.css';

/** The notes, each naming the filter and the reason. */
export function ListingNotices({ notices }: { notices: readonly ListingNotice[] }) {
  const { t } = useTranslation('listing');
  if (notices.length === 0) return null;
  return (
    <div role="status" className={styles.notices}>
      <p className={styles.noticesTitle}>{t('notice.title')}</p>
      <ul>
        {notices.map((notice) => (
          <li key={`${notice.filter}:${notice.reason}`}>
            {t(`notice.${notice.reason}`, { filter: t(`filterName.${notice.filter}`), value: notice.value ?? '' })}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Props of FilterChips. */
export interface FilterChipsProps {
  active: readonly ActiveFilter[];
  /** With JavaScript: apply the search without the filter in place. */
  onRemove?: (query: ListingQuery) => void;
  label: string;
  /** Where a chip leads: the listing without its filter by default (the map: the map without it). */
  hrefOf?: (query: ListingQuery) => string;
}

/** Links that each drop one filter (plain links without JavaScript). */
export function FilterChips({ active, onRemove, label, hrefOf = (query) => listingHref(query) }: FilterChipsProps) {
  const { t } = useTranslation('listing');
  if (active.length === 0) return null;
  const click = (query: ListingQuery) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onRemove || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    onRemove(query);
  };
  return (
    <ul className={styles.chips} aria-label={label}>
      {active.map((chip) => (
        <li key={chip.filter}>
          <a href={hrefOf(chip.without)} className={styles.chip} onClick={click(chip.without)}>
            <span>{chip.label}</span>
            <span className={styles.chipRemove} aria-hidden="true">
              ×
            </span>
            <span className="visually-hidden">{t('chip.remove')}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
