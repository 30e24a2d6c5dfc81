/** The `mailbox` catalogue namespace of /dev/mailbox. */
import type { Namespace } from '@/lib/i18n/i18n-config';

export const MAILBOX_NAMESPACE: Namespace = 'mailbox';

/** Path of the page. */
export const MAILBOX_PATH = '/dev/mailbox';
