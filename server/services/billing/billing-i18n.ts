/** The server's translations of the catalogue (public/locales/{locale}/billing-catalogue.json). */
import type { TFunction } from 'i18next';
import type { Locale } from '@/lib/i18n/i18n-config';
import { serverI18nInstance } from '@/lib/i18n/server-i18n';
import { loadTranslations } from '@/server/page/load-translations';

/** A t function of the billing-catalogue namespace in `locale`. */
export async function billingT(locale: Locale): Promise<TFunction> {
  const props = await loadTranslations(locale, ['billing-catalogue']);
  return serverI18nInstance(props).getFixedT(locale, 'billing-catalogue');
}
