/**
 * The tabs of the packages pages (benefits/{tab}, subscriptions/{tab}): an ARIA tablist whose
 * selected tab is in the URL (the page's path), like /favorite's. Arrow keys, Home and End move
 * between the tabs and select them (roving tabindex: one tab stop for the list). Every panel is
 * rendered (the page's data is read once), only the selected one is shown.
 */
import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import styles from './packages.module.css';

/** Props of RouteTabs. */
export interface RouteTabsProps<Tab extends string> {
  readonly tabs: readonly Tab[];
  readonly tab: Tab;
  /** The tablist's accessible name. */
  readonly label: string;
  readonly labels: Readonly<Record<Tab, string>>;
  readonly onSelect: (tab: Tab) => void;
  readonly panels: Readonly<Record<Tab, ReactNode>>;
}

export function RouteTabs<Tab extends string>({ tabs, tab, label, labels, onSelect, panels }: RouteTabsProps<Tab>) {
  const id = useId();
  const buttons = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.indexOf(tab);
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (index + last) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const target = tabs[next];
    if (target === undefined) return;
    onSelect(target);
    buttons.current[target]?.focus();
  };
  return (
    <>
      <div role="tablist" aria-label={label} className={styles.tabs} onKeyDown={move}>
        {tabs.map((value) => (
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
            data-tab={value}
            onClick={() => onSelect(value)}
          >
            {labels[value]}
          </button>
        ))}
      </div>
      {tabs.map((value) => (
        <div
          key={value}
          role="tabpanel"
          id={`${id}-panel-${value}`}
          aria-labelledby={`${id}-tab-${value}`}
          tabIndex={0}
          hidden={tab !== value}
          className={styles.tabPanel}
          data-panel={value}
        >
          {panels[value]}
        </div>
      ))}
    </>
  );
}
