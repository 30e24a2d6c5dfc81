/**
 * The catalogue namespaces of the auth screens and the account area (public/locales/{locale}/
 * auth.json and account.json, all four locales).
 */
import type { Namespace } from '@/lib/i18n/i18n-config';

export const AUTH_NAMESPACE: Namespace = 'auth';
/** See AUTH_NAMESPACE. */
export const ACCOUNT_NAMESPACE: Namespace = 'account';
