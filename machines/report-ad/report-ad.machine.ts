/**
 * Reporting an advert (SPEC §2.6, §5): the dialog opens, the reasons load from the server (a
 * failure offers a retry), the form is checked as SPEC §5 says before sending (nothing is sent
 * while a field is wrong, and each problem shows under its field), a refusal of the server shows
 * the same way, a failed send keeps everything typed and offers a retry, and success says
 * 'Message sent successfully'. Closing keeps the draft until a report was sent.
 */
import { assign, fromPromise, setup } from 'xstate';
import { EMPTY_REPORT, type ReportDraft, reportProblems } from '@/lib/ads/report-rules';
import { outputOf } from '../actor-events';
import { composeGuards, composeStates, followProblem, refusalOf } from '../compose-send';
import type { ReportAdContext, ReportAdEvent, ReportAdInput, ReportOutcome } from './report-ad.types';

const notProvided = () => Promise.reject(new Error('provided by useReportAd'));

const hasProblems = (draft: ReportDraft, reasons: readonly string[] | null) =>
  Object.keys(reportProblems(draft, reasons ?? [])).length > 0;

const compose = composeStates({
  submit: 'report.submit',
  change: 'field.change',
  valid: 'valid',
  files: false,
  progress: false,
  recheckOnRetry: false,
  tags: { form: ['open'], sending: ['open', 'busy'] },
  descriptions: {
    editing: 'Formularul: motiv, e-mail opțional, mesaj cu numărul de caractere rămase.',
    sending: 'Raportarea se trimite; câmpurile nu se pot schimba.',
    failed: 'Trimiterea a eșuat (rețea, server): tot ce s-a scris rămâne; „Încearcă din nou”.',
  },
  send: {
    src: 'send',
    input: ({ context }: { context: ReportAdContext }) => ({ advertId: context.advertId, draft: context.draft }),
    sent: { target: 'sent', actions: { type: 'succeed', params: outputOf } },
  },
});

export const reportAdMachine = setup({
  types: {
    context: {} as ReportAdContext,
    events: {} as ReportAdEvent,
    input: {} as ReportAdInput,
    tags: {} as 'open' | 'busy',
  },
  actors: {
    loadReasons: fromPromise<readonly string[]>(notProvided),
    send: fromPromise<ReportOutcome, { advertId: string; draft: ReportDraft }>(notProvided),
  },
  guards: {
    reasonsLoaded: ({ context }) => context.reasons !== null,
    valid: ({ context }) => !hasProblems(context.draft, context.reasons),
    refused: composeGuards.refused,
    /** A field's value really changed (the browser sends no change for the same value). */
    differs: ({ context, event }) => event.type === 'field.change' && context.draft[event.field] !== event.value,
  },
  actions: {
    setReasons: assign((_, reasons: readonly string[]) => ({ reasons })),
    change: assign(({ context, event }) => {
      if (event.type !== 'field.change') return {};
      const draft = { ...context.draft, [event.field]: event.value };
      const now = reportProblems(draft, context.reasons ?? [])[event.field];
      return { draft, problems: followProblem(context.problems, event.field, now) };
    }),
    showProblems: assign(({ context }) => ({ problems: reportProblems(context.draft, context.reasons ?? []) })),
    startSending: assign({ refusal: null }),
    refuse: assign(({ context }, outcome: ReportOutcome) => refusalOf(context.problems, outcome)),
    succeed: assign((_, outcome: ReportOutcome) => ({
      confirmationSent: outcome.kind === 'sent' && outcome.confirmationSent,
    })),
    reset: assign({ draft: EMPTY_REPORT, problems: {}, refusal: null, confirmationSent: false }),
  },
}).createMachine({
  id: 'reportAd',
  description:
    'Raportarea unui anunț: motivele se încarcă de la server, formularul se verifică înainte de trimitere, o eroare păstrează tot ce s-a scris.',
  context: ({ input }) => ({
    advertId: input.advertId,
    reasons: null,
    draft: EMPTY_REPORT,
    problems: {},
    refusal: null,
    confirmationSent: false,
  }),
  initial: 'closed',
  states: {
    closed: {
      description: 'Fereastra este închisă; ce s-a scris rămâne până la o raportare trimisă.',
      on: {
        'report.open': [{ guard: 'reasonsLoaded', target: 'editing' }, { target: 'loadingReasons' }],
      },
    },
    loadingReasons: {
      description: 'Motivele se încarcă de la server.',
      tags: ['open', 'busy'],
      on: { 'report.close': { target: 'closed' } },
      invoke: {
        src: 'loadReasons',
        id: 'loadReasons',
        onDone: { target: 'editing', actions: { type: 'setReasons', params: outputOf } },
        onError: { target: 'reasonsFailed' },
      },
    },
    reasonsFailed: {
      description: 'Motivele nu s-au putut încărca: „Reîncarcă motivele”.',
      tags: ['open'],
      on: { 'reasons.retry': { target: 'loadingReasons' }, 'report.close': { target: 'closed' } },
    },
    editing: {
      ...compose.editing,
      on: { ...compose.editing.on, 'report.close': { target: 'closed' } },
    },
    sending: compose.sending,
    failed: {
      ...compose.failed,
      on: { ...compose.failed.on, 'report.close': { target: 'closed' } },
    },
    sent: {
      description: '„Mesajul a fost trimis cu succes” (și, cu e-mail, linkul de confirmare trimis).',
      tags: ['open'],
      on: { 'report.close': { target: 'closed', actions: 'reset' } },
    },
  },
});
