/**
 * /contul-meu/plati-prin-credite: the balance, promoting an active advert with credits (the advert,
 * the option, then a confirmation with the cost and the balance after) and the promotions bought,
 * newest first. A refusal for want of credits links to the wallet to top up.
 */
import Link from 'next/link';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeatureFlag } from '@/lib/feature-flags/use-feature-flags';
import buttons from '@/components/ui/button.module.css';
import { Snackbar } from '@/components/ui/snackbar/snackbar';
import { formatDate } from '@/lib/format/date';
import { formatNumber } from '@/lib/format/number';
import { routeUrl } from '@/lib/routes/navigate';
import type { CreditPaymentsView } from '@/machines/credit-promotion/use-credit-promotion';
import { CreditPromotionList } from './credit-promotion-list';
import { ListFailed, ListLoading } from './list-states';
import styles from './payments.module.css';

/** "49 de credite" in the page's language. */
function useCredits(): (n: number) => string {
  const { t } = useTranslation('payments');
  return (n: number) => t('wallet.credits', { count: n, n: formatNumber(n) });
}

/** The way to the top-up packs; absent while walletTopUp is off (issue 15). */
function TopUpLink({ primary = false }: { primary?: boolean }) {
  const { t } = useTranslation('payments');
  const topUp = useFeatureFlag('walletTopUp');
  if (!topUp) return null;
  return (
    <Link
      href={routeUrl('myAccountDealerWallet')}
      prefetch={false}
      data-top-up=""
      className={primary ? `${buttons.button} ${buttons.primary}` : undefined}
    >
      {t('credits.topUp')}
    </Link>
  );
}

function PromotionNoticeBar({ view }: { view: CreditPaymentsView }) {
  const { t } = useTranslation('payments');
  const credits = useCredits();
  const notice = view.notice;
  const message = !notice
    ? ''
    : notice.endsAt
      ? t('credits.noticePromoted', {
          title: notice.advertTitle,
          date: formatDate(notice.endsAt),
          credits: credits(notice.credits),
        })
      : t('credits.noticeBump', { title: notice.advertTitle, credits: credits(notice.credits) });
  return (
    <Snackbar
      view={{
        isOpen: notice !== null,
        id: 'credit-promotion',
        message,
        show: () => undefined,
        hide: view.dismissNotice,
      }}
    />
  );
}

function PromotionForm({ view }: { view: CreditPaymentsView }) {
  const { t } = useTranslation(['payments', 'errors']);
  const credits = useCredits();
  if (view.adverts.length === 0) {
    return <p className={styles.muted}>{t('payments:credits.noAdverts')}</p>;
  }
  return (
    <form
      className={styles.stack}
      onSubmit={(e) => {
        e.preventDefault();
        view.review();
      }}
    >
      <div className={styles.field}>
        <label htmlFor="credit-advert">{t('payments:credits.advert')}</label>
        <select id="credit-advert" value={view.advertId ?? ''} onChange={(e) => view.chooseAdvert(e.target.value)}>
          <option value="" disabled>
            {t('payments:credits.chooseAdvert')}
          </option>
          {view.adverts.map((advert) => (
            <option key={advert.id} value={advert.id}>
              {advert.promotedUntil
                ? t('payments:credits.advertPromoted', { title: advert.title, date: formatDate(advert.promotedUntil) })
                : advert.title}
            </option>
          ))}
        </select>
      </div>
      <fieldset className={styles.methods}>
        <legend>{t('payments:credits.option')}</legend>
        {view.options.map((option) => (
          <label key={option.kind} className={styles.method}>
            <input
              type="radio"
              name="credit-option"
              value={option.kind}
              checked={view.kind === option.kind}
              onChange={() => view.chooseOption(option.kind)}
            />
            <span>
              <strong>
                {t('payments:credits.optionLabel', {
                  kind: t(`payments:credits.kinds.${option.kind}`),
                  credits: credits(option.credits),
                })}
              </strong>
              <br />
              <span className={styles.muted}>{t(`payments:credits.hints.${option.kind}`)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {view.error ? (
        <div role="alert" className={styles.alert} data-error-key={view.error}>
          <p>{t(view.error)}</p>
          {view.needsTopUp ? (
            <p>
              <TopUpLink />
            </p>
          ) : null}
        </div>
      ) : null}
      <p className={styles.actions}>
        <button type="submit" className={`${buttons.button} ${buttons.primary}`} disabled={!view.canReview}>
          {t('payments:credits.review')}
        </button>
      </p>
    </form>
  );
}

function Confirmation({ view }: { view: CreditPaymentsView }) {
  const { t } = useTranslation('payments');
  const credits = useCredits();
  const heading = useRef<HTMLHeadingElement>(null);
  // Keyboard and screen-reader users land on the confirmation it opens.
  useEffect(() => heading.current?.focus(), []);
  const option = view.chosenOption;
  const advert = view.chosenAdvert;
  if (!option || !advert) return null;
  const queued = option.kind !== 'BUMP' && advert.promotedUntil !== null;
  return (
    <div className={styles.stack} data-confirmation="">
      <h3 ref={heading} tabIndex={-1} className={styles.subtitle}>
        {t('credits.confirmTitle')}
      </h3>
      <dl className={styles.summary}>
        <dt>{t('credits.advert')}</dt>
        <dd>{advert.title}</dd>
        <dt>{t('credits.option')}</dt>
        <dd>{t(`credits.kinds.${option.kind}`)}</dd>
        <dt>{t('credits.cost')}</dt>
        <dd data-cost={option.credits}>{credits(option.credits)}</dd>
        {view.enoughCredits ? (
          <>
            <dt>{t('credits.balanceAfter')}</dt>
            <dd data-balance-after={view.balanceAfter}>{credits(view.balanceAfter)}</dd>
          </>
        ) : (
          <>
            <dt>{t('credits.missing')}</dt>
            <dd data-missing={option.credits - view.balance}>{credits(option.credits - view.balance)}</dd>
          </>
        )}
      </dl>
      {queued && advert.promotedUntil ? (
        <p className={styles.muted}>{t('credits.queued', { date: formatDate(advert.promotedUntil) })}</p>
      ) : null}
      {!view.enoughCredits ? (
        <p role="alert" className={styles.error}>
          {t('credits.notEnough')}
        </p>
      ) : null}
      <p className={styles.actions}>
        {view.enoughCredits ? (
          <button
            type="button"
            className={`${buttons.button} ${buttons.primary}`}
            onClick={view.confirm}
            disabled={view.promoting}
            aria-busy={view.promoting}
          >
            {t(view.promoting ? 'credits.promoting' : 'credits.confirm')}
          </button>
        ) : (
          // Not enough credits: topping up is the way on, paying is not offered.
          <TopUpLink primary />
        )}
        <button
          type="button"
          className={`${buttons.button} ${buttons.secondary}`}
          onClick={view.cancel}
          disabled={view.promoting}
        >
          {t('credits.back')}
        </button>
      </p>
    </div>
  );
}

export function CreditPaymentsScreen({ view }: { view: CreditPaymentsView }) {
  const { t } = useTranslation('payments');
  const credits = useCredits();
  const ready = !view.loading && !view.loadFailed;
  const formHeading = useRef<HTMLHeadingElement>(null);
  const wasConfirming = useRef(false);
  // Leaving the confirmation ("Înapoi", a success or a refusal) unmounts the focused button:
  // keyboard users go back to the form's heading rather than to the top of the page.
  useEffect(() => {
    if (wasConfirming.current && !view.confirming) formHeading.current?.focus();
    wasConfirming.current = view.confirming;
  }, [view.confirming]);
  return (
    <section className={styles.stack} aria-labelledby="credits-title">
      <h1 id="credits-title" className={styles.title}>
        {t('credits.title')}
      </h1>
      <p className={styles.muted}>{t('credits.intro')}</p>
      {view.loading ? <ListLoading /> : null}
      {view.loadFailed ? <ListFailed error={view.error} retry={view.retry} /> : null}
      {ready ? (
        <>
          <div className={styles.panel}>
            <h2 className={styles.subtitle}>{t('credits.balance')}</h2>
            <p className={styles.big} data-balance={view.balance} aria-live="polite">
              {credits(view.balance)}
            </p>
            {view.refreshing ? <p className={styles.muted}>{t('credits.refreshing')}</p> : null}
            <p className={styles.actions}>
              <TopUpLink />
            </p>
          </div>
          <div className={styles.panel} aria-labelledby="credits-form-title" role="region">
            <h2 id="credits-form-title" ref={formHeading} tabIndex={-1} className={styles.subtitle}>
              {t('credits.formTitle')}
            </h2>
            {view.confirming ? <Confirmation view={view} /> : <PromotionForm view={view} />}
          </div>
          <CreditPromotionList view={view} />
        </>
      ) : null}
      <PromotionNoticeBar view={view} />
    </section>
  );
}
