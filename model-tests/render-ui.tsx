/**
 * Rendering for screen walks: the real `ui` catalogue (Romanian by default) behind an
 * I18nextProvider, recording any key the components look up that the catalogue lacks.
 */
import { render, type RenderResult } from '@testing-library/react';
import type { i18n } from 'i18next';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '@/lib/i18n/create-i18n';
import type { Locale, TranslationTree } from '@/lib/i18n/i18n-config';

const catalogues = new Map<Locale, TranslationTree>();

/** Reads public/locales/<locale>/ui.json (once per test file). */
export function readUiCatalogue(locale: Locale): TranslationTree {
  let catalogue = catalogues.get(locale);
  if (!catalogue) {
    catalogue = JSON.parse(
      readFileSync(path.join(process.cwd(), 'public', 'locales', locale, 'ui.json'), 'utf8'),
    ) as TranslationTree;
    catalogues.set(locale, catalogue);
  }
  return catalogue;
}

const missing: string[] = [];

/** Keys looked up but missing since the last call of `resetMissingUiKeys`. */
export function missingUiKeys(): string[] {
  return [...missing];
}

/** Forgets recorded missing keys. */
export function resetMissingUiKeys(): void {
  missing.length = 0;
}

/** An i18next instance with the ui namespace of `locale`. */
export function uiI18n(locale: Locale = 'ro'): i18n {
  const instance = createI18n({ locale, resources: { ui: readUiCatalogue(locale) } });
  instance.options.saveMissing = true;
  instance.options.missingKeyHandler = (_lngs, ns, key) => {
    missing.push(`${ns}:${key}`);
  };
  return instance;
}

/** A rendered element with the ui catalogue, and a rerender that keeps the provider. */
export interface UiRender extends RenderResult {
  rerenderUi(ui: ReactElement): void;
}

/** Renders `ui` with the ui catalogue. */
export function renderUi(ui: ReactElement, locale: Locale = 'ro'): UiRender {
  const instance = uiI18n(locale);
  const result = render(<I18nextProvider i18n={instance}>{ui}</I18nextProvider>);
  return {
    ...result,
    rerenderUi: (next) => result.rerender(<I18nextProvider i18n={instance}>{next}</I18nextProvider>),
  };
}
