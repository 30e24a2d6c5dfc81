/**
 * The tabs of /favorite (SPEC §2.6: ads and searches tabs): an ARIA tablist whose selected tab is
 * in the URL (`?tab=cautari`), so reload, back and forward keep it. Arrow keys, Home and End move
 * between the tabs and select them (roving tabindex: one tab stop for the list).
 */
import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './favourites.module.css';

/** The tabs, by their value in the URL (`anunturi` is the default and leaves the URL bare). */
export const FAVOURITES_TABS = ['anunturi', 'cautari'] as const;
export type FavouritesTab = (typeof FAVOURITES_TABS)[number];

/** The tab a `tab` query value names; the ads for anything else. */
export function favouritesTabOf(value: unknown): FavouritesTab {
  return value === 'cautari' ? 'cautari' : 'anunturi';
}

/** Props of FavouritesTabs. */
export interface FavouritesTabsProps {
  readonly tab: FavouritesTab;
  readonly onSelect: (tab: FavouritesTab) => void;
  readonly panels: Readonly<Record<FavouritesTab, ReactNode>>;
}

export function FavouritesTabs({ tab, onSelect, panels }: FavouritesTabsProps) {
  const { t } = useTranslation('favourites');
  const id = useId();
  const buttons = useRef<Partial<Record<FavouritesTab, HTMLButtonElement | null>>>({});
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = FAVOURITES_TABS.indexOf(tab);
    const last = FAVOURITES_TABS.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % FAVOURITES_TABS.length
        : event.key === 'ArrowLeft'
          ? (index + last) % FAVOURITES_TABS.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const target = FAVOURITES_TABS[next]!;
    onSelect(target);
    buttons.current[target]?.focus();
  };
  return (
    <>
      <div role="tablist" aria-label={t('tabs.label')} className={styles.tabs} onKeyDown={move}>
        {FAVOURITES_TABS.map((value) => (
          <button
            key={value}
            ref={(element) => {
              buttons.current[value] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${value}`}
            aria-selected={tab === value}
            aria-controls={`${id}-panel-${value}`}
            tabIndex={tab === value ? 0 : -1}
            className={styles.tab}
            onClick={() => onSelect(value)}
          >
            {t(`tabs.${value}`)}
          </button>
        ))}
      </div>
      {/* Every tab controls a panel; only the selected one is shown, and only its content is rendered (nothing loads for a hidden tab). */}
      {FAVOURITES_TABS.map((value) => (
        <div
          key={value}
          role="tabpanel"
          id={`${id}-panel-${value}`}
          aria-labelledby={`${id}-tab-${value}`}
          tabIndex={0}
          hidden={tab !== value}
          className={styles.tabPanel}
        >
          {tab === value ? panels[value] : null}
        </div>
      ))}
    </>
  );
}
