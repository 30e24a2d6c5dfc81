/**
 * The price indicator's FAQ (SPEC §2.6, §9) as native disclosures: each question is a <summary>
 * that keyboard and screen-reader users open like a button, and it works without JavaScript.
 */
import { useTranslation } from 'react-i18next';
import styles from './price-indicator.module.css';

const QUESTIONS = ['how', 'levels', 'when', 'none', 'seller'] as const;

export function PriceIndicatorFaq() {
  const { t } = useTranslation('advert');
  return (
    <div className={styles.faq}>
      <h3 className={styles.faqTitle}>{t('priceIndicator.faq.title')}</h3>
      {QUESTIONS.map((question) => (
        <details key={question} className={styles.question}>
          <summary>{t(`priceIndicator.faq.${question}.q`)}</summary>
          <p>{t(`priceIndicator.faq.${question}.a`)}</p>
        </details>
      ))}
    </div>
  );
}
