/**
 * 'Activează notificările' on /cautari-salvate (SPEC §2.6; docs/slots-and-offline.md): the browser's
 * notification permission is asked only when the visitor presses the button, never on load. The
 * button shows only while the permission is undecided; once decided, a line says which way.
 * Nothing shows where the browser has no notifications (or before hydration).
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import buttons from '@/components/ui/button.module.css';
import styles from './saved-searches.module.css';

type Permission = NotificationPermission | 'unsupported';

function currentPermission(): Permission {
  return typeof window !== 'undefined' && 'Notification' in window ? Notification.permission : 'unsupported';
}

export function NotificationsOptIn() {
  const { t } = useTranslation('savedSearches');
  // Read after hydration: the server cannot know it.
  const [permission, setPermission] = useState<Permission>('unsupported');
  useEffect(() => setPermission(currentPermission()), []);
  if (permission === 'unsupported') return null;
  if (permission !== 'default')
    return (
      <p className={styles.notifications} role="status">
        {t(permission === 'granted' ? 'notifications.granted' : 'notifications.denied')}
      </p>
    );
  const ask = () => {
    void Notification.requestPermission().then(setPermission, () => setPermission(currentPermission()));
  };
  return (
    <div className={styles.notifications}>
      <p>{t('notifications.hint')}</p>
      <button type="button" className={`${buttons.button} ${buttons.secondary}`} onClick={ask}>
        {t('notifications.enable')}
      </button>
    </div>
  );
}
