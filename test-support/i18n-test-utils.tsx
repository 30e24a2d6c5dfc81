/**
 * Test helpers: an i18next instance over the real catalogues (read from public/locales), and a
 * render wrapper with the providers _app gives every screen. Used by component tests only.
 */
import { render, type RenderResult } from '@testing-library/react';
import type { i18n } from 'i18next';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { Device } from '@/lib/device/device-class';
import { DeviceProvider } from '@/lib/device/use-device';
import { createI18n } from '@/lib/i18n/create-i18n';
import {
  DEFAULT_LOCALE,
  NAMESPACES,
  type I18nProps,
  type Locale,
  type Namespace,
  type TranslationTree,
} from '@/lib/i18n/i18n-config';

/** Reads one catalogue file. */
export function readCatalogue(locale: Locale, ns: Namespace): TranslationTree {
  const file = path.join(process.cwd(), 'public', 'locales', locale, `${ns}.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as TranslationTree;
}

/** Page-props-shaped translations of every namespace. */
export function testI18nProps(locale: Locale = DEFAULT_LOCALE): I18nProps {
  return { locale, resources: Object.fromEntries(NAMESPACES.map((ns) => [ns, readCatalogue(locale, ns)])) };
}

/** Keys looked up but absent from the catalogues since the last resetMissingKeys(). */
const missing: string[] = [];

/** The missing keys recorded by instances from testI18n (a test fails on any). */
export function missingKeys(): string[] {
  return [...missing];
}

/** Clears the missing-key record (call in beforeEach). */
export function resetMissingKeys(): void {
  missing.length = 0;
}

/** An instance over the real catalogues that records every missing key. */
export function testI18n(locale: Locale = DEFAULT_LOCALE): i18n {
  const instance = createI18n(testI18nProps(locale));
  instance.options.saveMissing = true;
  instance.options.missingKeyHandler = (_lngs, ns, key) => {
    missing.push(`${ns}:${key}`);
  };
  return instance;
}

/** A viewport width of each device class, so the browser's re-evaluation agrees with the server's guess. */
const WIDTHS: Readonly<Record<Device, number>> = { mobile: 375, tablet: 800, desktop: 1280 };

/** Renders `ui` inside the i18n and device providers, as _app does, in a viewport of `device`'s size. */
export function renderWithProviders(
  ui: ReactElement,
  options: { device?: Device; locale?: Locale } = {},
): RenderResult {
  const instance = testI18n(options.locale);
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: WIDTHS[options.device ?? 'desktop'] });
  return render(
    <I18nextProvider i18n={instance}>
      <DeviceProvider device={options.device ?? 'desktop'}>{ui}</DeviceProvider>
    </I18nextProvider>,
  );
}
