/**
 * useReportAd(input, deps): runs the report form with the real calls and returns the view of the
 * report dialog (docs/view-api.md): values, booleans and intents, never the snapshot.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import type { ReportOutcome } from '@/lib/ads/report-api';
import type { ReportDraft, ReportProblems } from '@/lib/ads/report-rules';
import { flowInspector } from '../flow-inspector';
import { reportAdMachine } from './report-ad.machine';
import type { ReportAdInput } from './report-ad.types';

/** What the report dialog shows and can ask for. */
export interface ReportAdView {
  /** The dialog is open. */
  readonly open: boolean;
  /** The reasons, once loaded. */
  readonly reasons: readonly string[];
  readonly loadingReasons: boolean;
  /** The reasons could not be loaded: `retryReasons`. */
  readonly reasonsFailed: boolean;
  readonly draft: ReportDraft;
  /** i18n keys of the problems under the fields. */
  readonly problems: ReportProblems;
  /** i18n key of a refusal about the advert itself, shown above the form. */
  readonly refusal: string | null;
  readonly sending: boolean;
  /** The last send failed (network, server): everything typed is kept; `submit` tries again. */
  readonly failed: boolean;
  /** The report was sent. */
  readonly sent: boolean;
  readonly confirmationSent: boolean;
  readonly openDialog: () => void;
  readonly close: () => void;
  readonly retryReasons: () => void;
  readonly change: (field: keyof ReportDraft, value: string) => void;
  readonly submit: () => void;
}

const realActors = {
  loadReasons: fromPromise<readonly string[]>(async () => (await import('@/lib/ads/report-api')).fetchReportReasons()),
  send: fromPromise<ReportOutcome, { advertId: string; draft: ReportDraft }>(async ({ input }) =>
    (await import('@/lib/ads/report-api')).sendReport(input.advertId, input.draft),
  ),
};

/** Replacement actors (model tests park them). */
export interface ReportAdDeps {
  readonly actors?: Partial<typeof realActors>;
}

export function useReportAd(input: ReportAdInput, deps: ReportAdDeps = {}): ReportAdView {
  const [logic] = useState(() => reportAdMachine.provide({ actors: { ...realActors, ...deps.actors } }));
  const actor = useActorRef(logic, { input, inspect: flowInspector });
  const context = useSelector(actor, (s) => s.context);
  const open = useSelector(actor, (s) => s.hasTag('open'));
  const loadingReasons = useSelector(actor, (s) => s.matches('loadingReasons'));
  const reasonsFailed = useSelector(actor, (s) => s.matches('reasonsFailed'));
  const sending = useSelector(actor, (s) => s.matches('sending'));
  const failed = useSelector(actor, (s) => s.matches('failed'));
  const sent = useSelector(actor, (s) => s.matches('sent'));
  return useMemo(
    () => ({
      open,
      reasons: context.reasons ?? [],
      loadingReasons,
      reasonsFailed,
      draft: context.draft,
      problems: context.problems,
      refusal: context.refusal,
      sending,
      failed,
      sent,
      confirmationSent: context.confirmationSent,
      openDialog: () => actor.send({ type: 'report.open' }),
      close: () => actor.send({ type: 'report.close' }),
      retryReasons: () => actor.send({ type: 'reasons.retry' }),
      change: (field, value) => actor.send({ type: 'field.change', field, value }),
      submit: () => actor.send({ type: 'report.submit' }),
    }),
    [actor, context, open, loadingReasons, reasonsFailed, sending, failed, sent],
  );
}
