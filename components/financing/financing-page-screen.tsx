/**
 * /finantare (SPEC §1 financing; issue 16): the loan simulator for the advert the buyer came from
 * (its photo, title and price beside it) or a general one, the application to the named partner
 * (labelled sandbox when it is one), and how financing works at Volan. The application is
 * Mutation.createFinancingLead (lib/financing/financing-lead-api.ts, imported at the first send);
 * a refusal is shown translated in the form, which keeps what was typed.
 */
import Head from 'next/head';
import Link from 'next/link';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import type { FinancingPageData } from '@/lib/financing/financing-page.types';
import { simulatorInput } from '@/lib/financing/simulator-input';
import { formatPrice } from '@/lib/format/price';
import { routeUrl } from '@/lib/routes/navigate';
import type { ApplicationReceipt, LoanApplication } from '@/machines/financing/financing.types';
import { useLoanSimulator } from '@/machines/financing/use-loan-simulator';
import { LoanSimulator } from './loan-simulator';
import styles from './financing-page.module.css';

const actors = {
  submitApplication: fromPromise<ApplicationReceipt, LoanApplication>(async ({ input }) =>
    (await import('@/lib/financing/financing-lead-api')).sendFinancingLead(input),
  ),
};

export function FinancingPageScreen(data: FinancingPageData) {
  const { t } = useTranslation('financing');
  const { advert, partner } = data;
  const price = advert?.priceLei ?? null;
  const { input } = simulatorInput({
    entryPoint: data.entryPoint,
    advertId: advert?.id ?? null,
    price,
    financingType: data.financingType,
    partnerSettings: data.partnerSettings,
  });
  const view = useLoanSimulator(input, actors);
  const partnerName = t(`page.partners.${partner.id}`, { defaultValue: partner.id });
  const title = advert ? t('page.meta.titleAdvert', { title: advert.title }) : t('page.meta.title');
  return (
    <div className={`container ${styles.page}`}>
      <Head>
        <title key="title">{title}</title>
        <meta key="description" name="description" content={t('page.meta.description')} />
        <meta key="og:title" property="og:title" content={title} />
        <meta key="og:description" property="og:description" content={t('page.meta.description')} />
        {/* One page for every advert and entry point: the query is not another page. */}
        <meta key="robots" name="robots" content={advert ? 'noindex, follow' : 'index, follow'} />
      </Head>
      <nav aria-label={t('page.breadcrumb')} className={styles.breadcrumb}>
        <ol>
          <li>
            <Link href={routeUrl('home')} prefetch={false}>
              {t('page.home')}
            </Link>
          </li>
          {advert ? (
            <li>
              <Link href={advert.url} prefetch={false}>
                {advert.title}
              </Link>
            </li>
          ) : null}
          <li aria-current="page">{t('page.crumb')}</li>
        </ol>
      </nav>
      <h1 className={styles.title}>{t('page.title')}</h1>
      <p className={styles.lead}>{t('page.lead')}</p>
      {data.advertIssue ? (
        <p className={styles.notice} role="status">
          {t(data.advertIssue === 'gone' ? 'page.advertGone' : 'page.partnerUnavailable')}
        </p>
      ) : null}
      <div className={styles.layout}>
        <LoanSimulator view={view} subtitle={advert ? advert.title : t('page.general')} />
        <aside className={styles.aside}>
          {advert ? (
            <section className={styles.card} aria-labelledby="financing-advert-title">
              <h2 id="financing-advert-title" className={styles.cardLabel}>
                {t('page.advertLabel')}
              </h2>
              {advert.photo ? (
                <img
                  className={styles.photo}
                  src={advert.photo.url}
                  alt=""
                  width={advert.photo.width}
                  height={advert.photo.height}
                />
              ) : null}
              <p className={styles.advertTitle}>{advert.title}</p>
              <p className={styles.price}>
                {advert.price.currency === 'LEI'
                  ? t('page.advertPrice', { price: formatPrice(advert.price.amount, advert.price.currency) })
                  : t('page.advertPriceLei', {
                      price: formatPrice(advert.price.amount, advert.price.currency),
                      lei: formatPrice(advert.priceLei, 'LEI'),
                    })}
              </p>
              <Link href={advert.url} prefetch={false}>
                {t('page.advertBack')}
              </Link>
            </section>
          ) : null}
          <section className={styles.card} aria-labelledby="financing-partner-title">
            <h2 id="financing-partner-title" className={styles.cardLabel}>
              {t('page.partner', { partner: partnerName })}
              {partner.sandbox ? <span className={styles.badge}>{t('page.sandbox')}</span> : null}
            </h2>
            {partner.sandbox ? <p className={styles.note}>{t('page.sandboxNote')}</p> : null}
          </section>
        </aside>
      </div>
      <section className={styles.how} aria-labelledby="financing-how-title">
        <h2 id="financing-how-title">{t('page.how.title')}</h2>
        <ol>
          <li>{t('page.how.step1')}</li>
          <li>{t('page.how.step2')}</li>
          <li>{t('page.how.step3')}</li>
        </ol>
        <h3>{t('page.how.daeTitle')}</h3>
        <p>{t('page.how.dae')}</p>
        <p>{t('page.how.estimate')}</p>
        <p>{t('page.how.volan')}</p>
      </section>
    </div>
  );
}
