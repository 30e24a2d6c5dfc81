/**
 * The searchable select (SPEC §2.6), WAI-ARIA combobox with list autocomplete: on desktop a
 * listbox (max 400px high) whose active option is announced with aria-activedescendant; on mobile
 * and tablet the completion appears as a suffix after the typed text (tap it, or press → at the
 * end, to accept). Render it with the view API of `useCombobox`.
 */
import { useId, useRef, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ComboboxFieldView } from './combobox-view';
import styles from './combobox-field.module.css';

/** Props of ComboboxField. */
export interface ComboboxFieldProps {
  readonly view: ComboboxFieldView;
  readonly className?: string;
}

export function ComboboxField({ view, className }: ComboboxFieldProps) {
  const { t } = useTranslation('ui');
  const baseId = useId();
  const inputId = `${baseId}-input`;
  const listId = `${baseId}-list`;
  const hintId = `${baseId}-hint`;
  const input = useRef<HTMLInputElement>(null);
  const optionId = (index: number) => `${listId}-${index}`;
  const activeIndex = view.activeSuggestion === null ? -1 : view.suggestions.indexOf(view.activeSuggestion);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    const atEnd = event.currentTarget.selectionStart === event.currentTarget.value.length;
    if (event.key === 'ArrowDown') view.highlightNext();
    else if (event.key === 'ArrowUp' && view.showsList) view.highlightPrevious();
    else if (event.key === 'Escape' && (view.showsList || view.completion)) view.closeList();
    else if (event.key === 'ArrowRight' && view.completion && atEnd) view.acceptCompletion();
    else if (event.key === 'Enter' && view.canConfirm) view.confirm();
    else return;
    event.preventDefault();
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>): void => {
    if (!event.currentTarget.contains(event.relatedTarget)) view.blur();
  };

  return (
    <div className={`${styles.field} ${className ?? ''}`} onBlur={onBlur}>
      <label htmlFor={inputId} className={styles.label}>
        {view.label}
      </label>
      <div className={styles.control}>
        <div className={styles.inputWrap}>
          <input
            ref={input}
            id={inputId}
            name={view.name}
            role="combobox"
            aria-expanded={view.showsList}
            aria-controls={listId}
            aria-autocomplete={view.isListDevice ? 'list' : 'inline'}
            aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
            aria-describedby={view.completion ? hintId : undefined}
            autoComplete="off"
            className={styles.input}
            value={view.query}
            onFocus={view.focus}
            onChange={(event) => view.changeQuery(event.target.value)}
            onKeyDown={onKeyDown}
          />
          {view.completion && (
            <span className={styles.ghost} aria-hidden="true">
              <span className={styles.ghostTyped}>{view.query}</span>
              <span
                className={styles.suffix}
                data-testid="combobox-suffix"
                onMouseDown={(event) => event.preventDefault()}
                onClick={view.acceptCompletion}
              >
                {view.completion.suffix}
              </span>
            </span>
          )}
          {view.completion && (
            <span id={hintId} className={styles.visuallyHidden}>
              {t('combobox.accept', { suggestion: view.completion.suggestion })}
            </span>
          )}
        </div>
        {view.canClear && (
          <button
            type="button"
            className={styles.clear}
            aria-label={t('combobox.clear')}
            onClick={() => {
              view.clear();
              input.current?.focus();
            }}
          >
            <span aria-hidden="true">×</span>
          </button>
        )}
      </div>
      {view.showsList && (
        <ul
          id={listId}
          role="listbox"
          aria-label={t('combobox.suggestions')}
          className={styles.list}
          onMouseDown={(event) => event.preventDefault()}
        >
          {view.suggestions.map((suggestion, index) => (
            <li
              key={suggestion}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              data-active={index === activeIndex || undefined}
              className={styles.option}
              onClick={() => view.choose(suggestion)}
            >
              {suggestion}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
