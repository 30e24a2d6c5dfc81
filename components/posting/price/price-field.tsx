/**
 * The posting form's price (SPEC §2.6 "gross/net price", §9): the amount as a Romanian types it
 * ("10.000,50"), whether it is the gross or the net price, and the currency. A net price shows the
 * VAT, the additional fee above the configured minimum and the gross that buyers see
 * (grossFromNet, the same function the server's publish uses). Plain props: the wizard owns the values.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRomanianAmount, parseRomanianAmount } from '@/lib/format/number';
import { grossFromNet, type PriceRules } from '@/lib/posting/gross-net';
import type { PostingCurrency, PostingValues, PriceKind } from '@/lib/posting/posting-values';
import styles from './price.module.css';

/** The part of the form's values the field edits. */
export type PriceFieldValues = Pick<PostingValues, 'price' | 'priceKind' | 'currency'>;

/** Props of PriceField. */
export interface PriceFieldProps {
  readonly values: PriceFieldValues;
  /** Called with the changed fields only. */
  readonly onChange: (patch: Partial<PriceFieldValues>) => void;
  /** The configured VAT and fee (Query.postingPriceRules). */
  readonly rules: PriceRules;
  /** The wizard's problem of the price (an i18n key with its namespace), shown instead of the field's own. */
  readonly problem?: string | null;
}

const KINDS: readonly PriceKind[] = ['gross', 'net'];
const CURRENCIES: readonly PostingCurrency[] = ['EUR', 'LEI'];

export function PriceField({ values, onChange, rules, problem = null }: PriceFieldProps) {
  const { t } = useTranslation('posting-price');
  const id = useId();
  const amount = parseRomanianAmount(values.price);
  const invalid = problem !== null || (values.price.trim() !== '' && amount === null);
  const computed = values.priceKind === 'net' && amount !== null ? grossFromNet(amount, rules, values.currency) : null;
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('price.legend')}</legend>
      <div className={styles.row}>
        <div className={styles.amount}>
          <label className={styles.label} htmlFor={`${id}-amount`}>
            {t('price.amount')}
          </label>
          <input
            id={`${id}-amount`}
            className={styles.input}
            inputMode="decimal"
            autoComplete="off"
            value={values.price}
            onChange={(event) => onChange({ price: event.target.value })}
            aria-invalid={invalid || undefined}
            aria-describedby={`${id}-hint${invalid ? ` ${id}-error` : ''}`}
          />
          <p id={`${id}-hint`} className={styles.hint}>
            {t('price.amountHint')}
          </p>
          {invalid && (
            <p id={`${id}-error`} className={styles.error}>
              {problem ? t(problem) : t('price.invalid')}
            </p>
          )}
        </div>
        <fieldset className={styles.choices}>
          <legend>{t('price.currency')}</legend>
          {CURRENCIES.map((currency) => (
            <label key={currency} className={styles.choice}>
              <input
                type="radio"
                name={`${id}-currency`}
                value={currency}
                checked={values.currency === currency}
                onChange={() => onChange({ currency })}
              />
              {currency}
            </label>
          ))}
        </fieldset>
      </div>
      <fieldset className={styles.choices}>
        <legend>{t('price.kind')}</legend>
        {KINDS.map((kind) => (
          <label key={kind} className={styles.choice}>
            <input
              type="radio"
              name={`${id}-kind`}
              value={kind}
              checked={values.priceKind === kind}
              onChange={() => onChange({ priceKind: kind })}
            />
            {t(`price.${kind}`)}
          </label>
        ))}
      </fieldset>
      <div role="status" aria-live="polite" className={styles.computed}>
        {computed && (
          <>
            <p className={styles.note}>
              {t('price.vat', {
                rate: formatRomanianAmount(rules.vatRate * 100),
                vat: formatRomanianAmount(computed.vat),
                currency: values.currency,
              })}
            </p>
            {computed.fee > 0 && (
              <p className={styles.note}>
                {t('price.fee', { fee: formatRomanianAmount(computed.fee), currency: values.currency })}
              </p>
            )}
            <p className={styles.gross}>
              {t('price.grossShown', { gross: formatRomanianAmount(computed.gross), currency: values.currency })}
            </p>
          </>
        )}
      </div>
      {rules.feeValue > 0 && (
        <p className={styles.note}>
          {t('price.feeRule', {
            min: formatRomanianAmount(rules.feeMin),
            value: formatRomanianAmount(rules.feeValue),
            currency: rules.feeCurrency,
          })}
        </p>
      )}
    </fieldset>
  );
}
