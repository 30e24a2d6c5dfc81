/**
 * The price, whether it is gross or net, and its currency (SPEC §9: the net price is entered, the
 * gross displayed). Numbers are read the way Romanians type them ('7.450', '10.000,50').
 */
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/forms/text-field';
import type { PostingView } from '@/machines/posting/use-posting';
import styles from './posting.module.css';

export function PriceFields({ view }: { view: PostingView }) {
  const { t } = useTranslation('posting');
  const { values, change, problems } = view;
  return (
    <>
      <TextField
        label={t('fields.price')}
        value={values.price}
        onValueChange={(value) => change('price', value)}
        errorKey={problems.price ?? null}
        inputMode="decimal"
        autoComplete="off"
      />
      <fieldset className={styles.radios}>
        <legend>{t('fields.priceKind')}</legend>
        {(['gross', 'net'] as const).map((kind) => (
          <label key={kind} className={styles.check}>
            <input
              type="radio"
              name="priceKind"
              checked={values.priceKind === kind}
              onChange={() => change('priceKind', kind)}
            />
            <span>{t(`fields.${kind}`)}</span>
          </label>
        ))}
      </fieldset>
      <fieldset className={styles.radios}>
        <legend>{t('fields.currency')}</legend>
        {(['EUR', 'LEI'] as const).map((currency) => (
          <label key={currency} className={styles.check}>
            <input
              type="radio"
              name="currency"
              checked={values.currency === currency}
              onChange={() => change('currency', currency)}
            />
            <span>{currency}</span>
          </label>
        ))}
      </fieldset>
    </>
  );
}
