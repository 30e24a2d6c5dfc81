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
import type { ReportAdContext, ReportAdEvent, ReportAdInput, ReportOutcome } from './report-ad.types';

const notProvided = () => Promise.reject(new Error('provided by useReportAd'));

const hasProblems = (draft: ReportDraft, reasons: readonly string[] | null) =>
  Object.keys(reportProblems(draft, reasons ?? [])).length > 0;

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
    refused: (_, outcome: ReportOutcome) => outcome.kind === 'refused',
    /** A field's value really changed (the browser sends no change for the same value). */
    differs: ({ context, event }) => event.type === 'field.change' && context.draft[event.field] !== event.value,
  },
  actions: {
    setReasons: assign((_, reasons: readonly string[]) => ({ reasons })),
    change: assign(({ context, event }) => {
      if (event.type !== 'field.change') return {};
      const draft = { ...context.draft, [event.field]: event.value };
      // A problem already shown follows the value as it is corrected; none appears while typing.
      const now = reportProblems(draft, context.reasons ?? []);
      const problems = { ...context.problems };
      if (problems[event.field] !== undefined) {
        if (now[event.field]) problems[event.field] = now[event.field];
        else delete problems[event.field];
      }
      return { draft, problems };
    }),
    showProblems: assign(({ context }) => ({ problems: reportProblems(context.draft, context.reasons ?? []) })),
    clearRefusal: assign({ refusal: null }),
    refuse: assign(({ context }, outcome: ReportOutcome) =>
      outcome.kind !== 'refused'
        ? {}
        : outcome.field
          ? { problems: { ...context.problems, [outcome.field]: outcome.key } }
          : { refusal: outcome.key },
    ),
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
      description: 'Formularul: motiv, e-mail opțional, mesaj cu numărul de caractere rămase.',
      tags: ['open'],
      on: {
        'field.change': { guard: 'differs', actions: 'change' },
        'report.submit': [{ guard: 'valid', target: 'sending', actions: 'clearRefusal' }, { actions: 'showProblems' }],
        'report.close': { target: 'closed' },
      },
    },
    sending: {
      description: 'Raportarea se trimite; câmpurile nu se pot schimba.',
      tags: ['open', 'busy'],
      invoke: {
        src: 'send',
        id: 'send',
        input: ({ context }) => ({ advertId: context.advertId, draft: context.draft }),
        onDone: [
          {
            guard: { type: 'refused', params: outputOf },
            target: 'editing',
            actions: { type: 'refuse', params: outputOf },
          },
          { target: 'sent', actions: { type: 'succeed', params: outputOf } },
        ],
        onError: { target: 'failed' },
      },
    },
    failed: {
      description: 'Trimiterea a eșuat (rețea, server): tot ce s-a scris rămâne; „Încearcă din nou”.',
      tags: ['open'],
      on: {
        'report.submit': { target: 'sending' },
        'field.change': { guard: 'differs', target: 'editing', actions: 'change' },
        'report.close': { target: 'closed' },
      },
    },
    sent: {
      description: '„Mesajul a fost trimis cu succes” (și, cu e-mail, linkul de confirmare trimis).',
      tags: ['open'],
      on: { 'report.close': { target: 'closed', actions: 'reset' } },
    },
  },
});
