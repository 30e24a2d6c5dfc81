/**
 * The `flows` catalogue namespace, and a translate function over it for server code (the
 * layout words its labels before React renders anything).
 */
import { createI18n } from '@/lib/i18n/create-i18n';
import type { I18nProps, Namespace } from '@/lib/i18n/i18n-config';
import type { FlowsTranslate } from './flow-words';

/** The explorer's namespace. */
export const FLOWS_NAMESPACE: Namespace = 'flows';

/** A translate function over the `flows` bundle of loaded catalogues. */
export function flowsTranslate(props: I18nProps): FlowsTranslate {
  const instance = createI18n(props);
  const t = instance.getFixedT(props.locale, FLOWS_NAMESPACE);
  return (key, params) => t(key, params);
}
