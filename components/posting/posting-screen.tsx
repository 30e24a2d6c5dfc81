/**
 * The posting wizard's page (SPEC §2.3, §2.6 posting form; docs/posting.md): the steps, the save
 * status, the current step's fields, and the way on. Renders after mounting (this browser's copy of
 * the values decides what the first render shows); the server render shows the loading line.
 */
import Head from 'next/head';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { stepFields } from '@/lib/posting/posting-fields';
import { type PostingDeps, type PostingView, startingInput, usePosting } from '@/machines/posting/use-posting';
import type { PostingInput } from '@/machines/posting/posting.types';
import { PostingFieldControl } from './posting-field-control';
import type { PostingFormOptions } from '@/lib/posting/posting-form-options';
import { PostingPreview } from './posting-preview';
import { PostingPublished } from './posting-published';
import { PostingSaveStatus } from './posting-save-status';
import { PostingSteps, stepLabelKey } from './posting-steps';
import { adStrength } from '@/lib/posting/ad-strength';
import { PhotosField } from './photos/photos-field';
import { AdStrengthMeter } from './price/ad-strength-meter';
import { PriceEstimateBox } from './price/price-estimate-box';
import { PriceField } from './price/price-field';
import styles from './posting.module.css';

/** The current step's heading: it also names the photos field (which has no title of its own). */
const STEP_HEADING_ID = 'posting-step-title';

/** What the page gives the screen. */
export interface PostingScreenProps {
  readonly start: Omit<PostingInput, 'restoredLocally' | 'publishKey'>;
  /** When the server's draft was saved (ISO), or null without one. */
  readonly serverUpdatedAt: string | null;
  readonly categoryLabel: string;
  readonly categorySlug: string;
  readonly options: PostingFormOptions;
  /** Where "Conectează-te din nou" leads (sign-in with the way back here). */
  readonly signInUrl: string;
}

export function PostingScreen(props: PostingScreenProps) {
  const { t } = useTranslation('posting');
  const [input, setInput] = useState<PostingInput | null>(null);
  useEffect(() => {
    setInput(startingInput({ ...props.start, publishKey: crypto.randomUUID() }, props.serverUpdatedAt));
    // Read once, at mount: later renders of the page must not restart the wizard.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const heading = t(`heading.${props.start.mode}`, { category: props.categoryLabel });
  return (
    <div className={`container ${styles.page}`}>
      <Head>
        <title key="title">{t(props.start.mode === 'edit' ? 'meta.editTitle' : 'meta.title')}</title>
      </Head>
      <h1 className={styles.heading}>{heading}</h1>
      {input ? <PostingWizard input={input} {...props} /> : <p role="status">{t('loading')}</p>}
    </div>
  );
}

/** Props of the wizard itself (the page's, with the input read at mount). */
export type PostingWizardProps = Pick<PostingScreenProps, 'options' | 'signInUrl' | 'categorySlug'> & {
  readonly input: PostingInput;
  /** Replacement actors (model tests park them). */
  readonly deps?: PostingDeps;
};

/** The steps, the save status, the current step and the way on. */
export function PostingWizard({ input, options, signInUrl, categorySlug, deps }: PostingWizardProps) {
  const { t } = useTranslation('posting');
  const view = usePosting(input, deps);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  // A new step: focus its heading, so keyboard and screen-reader users start at its top.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    stepHeading.current?.focus();
  }, [view.step]);
  if (view.published) return <PostingPublished result={view.published} categorySlug={categorySlug} />;
  if (view.signedOut)
    return (
      <section className={styles.panel} role="alert">
        <h2>{t('signedOut.title')}</h2>
        <p>{t('signedOut.text')}</p>
        <a className={styles.primary} href={signInUrl}>
          {t('signedOut.action')}
        </a>
      </section>
    );
  const onPreview = view.step === 'preview';
  return (
    <>
      <PostingSteps view={view} categoryId={input.categoryId} />
      <PostingSaveStatus view={view} />
      <AdStrengthMeter
        strength={adStrength({
          values: view.values,
          categoryId: input.categoryId,
          photos: view.photos,
          photoRecommended: options.photoRules.recommended,
        })}
      />
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (onPreview) view.publish();
          else view.next();
        }}
      >
        <h2 id={STEP_HEADING_ID} ref={stepHeading} tabIndex={-1} className={styles.stepHeading}>
          {t(stepLabelKey(view.step, input.categoryId))}
        </h2>
        <StepBody view={view} input={input} options={options} categorySlug={categorySlug} />
        {view.refusal ? (
          <p role="alert" className={styles.error}>
            {t(view.refusal)}
          </p>
        ) : null}
        {view.publishFailed ? (
          <p role="alert" className={styles.error}>
            {t('publishFailed')}
          </p>
        ) : null}
        <div className={styles.actions}>
          {view.step !== 'identity' ? (
            <button
              type="button"
              className={styles.secondary}
              onClick={onPreview ? () => view.goTo('identity') : view.back}
              disabled={view.publishing}
            >
              {onPreview ? t('nav.edit') : t('nav.back')}
            </button>
          ) : null}
          <button
            type="submit"
            className={styles.primary}
            disabled={view.publishing}
            aria-busy={view.publishing || undefined}
          >
            {view.publishing
              ? t('nav.activating')
              : onPreview
                ? view.publishFailed
                  ? t('retry')
                  : t('nav.activate')
                : view.step === 'price'
                  ? t('nav.toPreview')
                  : t('nav.next')}
          </button>
        </div>
      </form>
    </>
  );
}

function StepBody({
  view,
  input,
  options,
  categorySlug,
}: {
  view: PostingView;
  input: PostingInput;
  options: PostingFormOptions;
  categorySlug: string;
}) {
  const { t } = useTranslation('posting');
  if (view.step === 'preview')
    return <PostingPreview view={view} options={options} categoryId={input.categoryId} categorySlug={categorySlug} />;
  if (view.step === 'photos') return <PhotosStep view={view} options={options} />;
  const fields = stepFields(input.categoryId, view.step);
  return (
    <div className={styles.fields}>
      {view.step === 'identity' && view.identityLocked ? <p className={styles.note}>{t('fields.locked')}</p> : null}
      {view.step === 'identity' && view.choicesFailed ? (
        <p role="alert" className={styles.error}>
          {t('choices.failed')}{' '}
          <button type="button" className={styles.link} onClick={view.retryChoices}>
            {t('choices.retry')}
          </button>
        </p>
      ) : null}
      {view.step === 'price' ? (
        <div className={styles.wide}>
          <PriceField
            values={view.values}
            rules={options.priceRules}
            problem={view.problems.price ?? null}
            onChange={(patch) => {
              if (patch.price !== undefined) view.change('price', patch.price);
              if (patch.priceKind !== undefined) view.change('priceKind', patch.priceKind);
              if (patch.currency !== undefined) view.change('currency', patch.currency);
            }}
          />
          <PriceEstimateBox values={view.values} categoryId={input.categoryId} today={input.today} />
        </div>
      ) : null}
      {fields.map((field) => (
        <PostingFieldControl key={field} field={field} view={view} options={options} categoryId={input.categoryId} />
      ))}
    </div>
  );
}

/**
 * The photos step. Photos belong to the draft, which the first autosave creates: in the rare case
 * the seller gets here before it exists (offline from the start), the step says it is waiting.
 */
function PhotosStep({ view, options }: { view: PostingView; options: PostingFormOptions }) {
  const { t } = useTranslation('posting');
  if (!view.draftId) return <p role="status">{t('photosWaiting')}</p>;
  return (
    <PhotosField
      labelledBy={STEP_HEADING_ID}
      draftId={view.draftId}
      initialPhotos={view.photos}
      rules={options.photoRules}
      onChange={view.setPhotos}
    />
  );
}
