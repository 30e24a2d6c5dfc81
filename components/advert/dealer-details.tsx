/**
 * A dealer's address, opening hours (today marked once the browser knows the day: the page is
 * the same for everybody) and services, in the seller box (SPEC §2.6 seller block).
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DealerProfileView } from '@/lib/graphql/generated/page-operations';
import type { Weekday } from '@/lib/graphql/generated/schema-enums';
import { romanianWeekday } from '@/lib/sellers/dealer-profile';
import styles from './dealer-details.module.css';

export function DealerDetails({ profile, city }: { profile: DealerProfileView; city: string }) {
  const { t } = useTranslation('advert');
  const [today, setToday] = useState<Weekday | null>(null);
  useEffect(() => setToday(romanianWeekday(new Date())), []);
  return (
    <>
      <p className={styles.address}>
        <span className={styles.label}>{t('seller.address')}</span> {profile.street}, {city}
      </p>
      <table className={styles.hours}>
        <caption className={styles.label}>{t('seller.hours')}</caption>
        <tbody>
          {profile.openingHours.map(({ day, opens, closes }) => (
            <tr
              key={day}
              className={day === today ? styles.today : undefined}
              aria-current={day === today ? 'date' : undefined}
            >
              <th scope="row">{t(`weekday.${day}`)}</th>
              <td>{opens && closes ? `${opens} – ${closes}` : t('seller.closed')}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {profile.services.length > 0 && (
        <>
          <p className={styles.label} id="dealer-services">
            {t('seller.services')}
          </p>
          <ul className={styles.services} aria-labelledby="dealer-services">
            {profile.services.map((service) => (
              <li key={service}>{t(`dealerService.${service}`)}</li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
