/**
 * The compose-and-send region the message forms share: the seller contact form, a conversation's
 * reply box and the report form. Each machine keeps its id, its states `editing`, `sending` and
 * `failed`, and its events (the registry, fixtures and model tests name them); what they had written
 * three times — those states' transitions, and the context updates of typing, files, the upload's
 * progress and the server's answer — is built here once.
 *
 * The states name the machine's own guards and actions: `differs` and `change` (typing), `picked`,
 * `attached`, `add`, `remove` (files), the `valid` guard given, `showProblems`, `startSending`
 * (entry of `sending`), `progress` (upload), `refused` and `refuse` (the server's refusal).
 */
import { acceptFiles, type AcceptedFile, type PickedFile } from '@/lib/messages/picked-files';
import { outputOf } from './actor-events';

/** Nothing (no change, no transitions). */
type None = Record<never, never>;

/** Problems shown under the fields: i18n keys by field. */
type Problems = Readonly<Partial<Record<string, string>>>;

/** What every send actor answers: a refusal the form shows (under `field`, or above the form), or a success. */
export type SendOutcome =
  { readonly kind: 'refused'; readonly key: string; readonly field: string | null } | { readonly kind: 'sent' };

/** `problems` without the one of `field`. */
export function withoutProblem<P extends Problems>(problems: P, field: keyof P): P {
  const next = { ...problems };
  delete next[field];
  return next;
}

/** A problem already shown follows the value as it is corrected (`now`); none appears while typing. */
export function followProblem<P extends Problems>(problems: P, field: keyof P & string, now: string | undefined): P {
  if (problems[field] === undefined) return problems;
  return now ? { ...problems, [field]: now } : withoutProblem(problems, field);
}

/** What the files of a message change in the context. */
interface FilesContext<P extends Problems> {
  readonly attachments: readonly AcceptedFile[];
  readonly problems: P;
}

/** The files chosen that pass the rules join the message; the first refused one says why. */
export function withFilesAdded<P extends Problems>(
  context: FilesContext<P>,
  files: readonly PickedFile[],
): FilesContext<P> {
  const { added, problem } = acceptFiles(context.attachments, files);
  return {
    attachments: [...context.attachments, ...added],
    problems: problem ? { ...context.problems, attachments: problem } : withoutProblem(context.problems, 'attachments'),
  };
}

/** The file at `index` leaves the message (and the files' problem with it). */
export function withFileRemoved<P extends Problems>(context: FilesContext<P>, index: number): FilesContext<P> {
  return {
    attachments: context.attachments.filter((_, i) => i !== index),
    problems: withoutProblem(context.problems, 'attachments'),
  };
}

/** The upload's progress (0..100, whole): it only goes forward. */
export function progressed(current: number, percent: number): number {
  return Math.max(current, Math.min(100, Math.max(0, Math.round(percent))));
}

/** The server's refusal: under its field, or (no field) above the form. */
export function refusalOf<P extends Problems>(
  problems: P,
  outcome: SendOutcome,
): { problems: P } | { refusal: string } | None {
  if (outcome.kind !== 'refused') return {};
  return outcome.field ? { problems: { ...problems, [outcome.field]: outcome.key } } : { refusal: outcome.key };
}

/** An upload's progress, as the send actor reports it to its machine. */
interface UploadProgressEvent {
  readonly type: 'upload.progress';
  readonly percent: number;
}

/** A send actor's input (`build` from the context) with `onProgress`, which reports to the machine. */
export function withUploadProgress<Context, Input>(build: (context: Context) => Input) {
  return ({ context, self }: { context: Context; self: { send: (event: UploadProgressEvent) => void } }) => ({
    ...build(context),
    onProgress: (percent: number) => self.send({ type: 'upload.progress', percent }),
  });
}

/** Guards every compose region has (spread into the machine's `setup({ guards })`). */
export const composeGuards = {
  /** Files were chosen (the picker closed without a choice sends nothing). */
  picked: ({ event }: { event: { type: string; files?: unknown } }) =>
    event.type === 'attachments.add' && Array.isArray(event.files) && event.files.length > 0,
  /** The index names an attached file. */
  attached: ({
    context,
    event,
  }: {
    context: { attachments: readonly unknown[] };
    event: { type: string; index?: unknown };
  }) =>
    event.type === 'attachments.remove' &&
    typeof event.index === 'number' &&
    event.index >= 0 &&
    event.index < context.attachments.length,
  /** The server refused the message (the send actor's output). */
  refused: (_: unknown, outcome: SendOutcome) => outcome.kind === 'refused',
  /** Bytes are still going up (the upload's progress is below 100 %). */
  uploading: ({ context }: { context: { progress: number } }) => context.progress < 100,
};

/** A transition of `failed` goes back to `editing`; one of `editing` stays. */
type Back<Failed extends boolean> = Failed extends true ? { readonly target: 'editing' } : None;

/** Typing, and adding or removing files. */
type DraftTransitions<Change extends string, Files extends boolean, Failed extends boolean> = Record<
  Change,
  { readonly guard: 'differs'; readonly actions: 'change' } & Back<Failed>
> &
  (Files extends true
    ? {
        readonly 'attachments.add': { readonly guard: 'picked'; readonly actions: 'add' } & Back<Failed>;
        readonly 'attachments.remove': { readonly guard: 'attached'; readonly actions: 'remove' } & Back<Failed>;
      }
    : None);

function draftTransitions<Change extends string, Files extends boolean, Failed extends boolean>(
  change: Change,
  files: Files,
  failed: Failed,
): DraftTransitions<Change, Files, Failed> {
  const back = failed ? { target: 'editing' } : {};
  // Built from values the conditional type cannot follow; the type says what the flags give.
  return {
    [change]: { guard: 'differs', ...back, actions: 'change' },
    ...(files
      ? {
          'attachments.add': { guard: 'picked', ...back, actions: 'add' },
          'attachments.remove': { guard: 'attached', ...back, actions: 'remove' },
        }
      : {}),
  } as DraftTransitions<Change, Files, Failed>;
}

/** How a machine's compose region differs from the others'. */
export interface ComposeOptions<
  Submit extends string,
  Change extends string,
  Valid extends string,
  Files extends boolean,
  Progress extends boolean,
  Tag extends string,
  Src extends string,
  Input,
  Sent,
> {
  /** The event that sends (also the retry after a failure). */
  readonly submit: Submit;
  /** The event of typing. */
  readonly change: Change;
  /** The guard that lets the draft go. */
  readonly valid: Valid;
  /** Files can be attached (attachments.add, attachments.remove). */
  readonly files: Files;
  /** The upload reports its progress (upload.progress). */
  readonly progress: Progress;
  /** A retry after a failure checks the draft again (what is asked may have changed since). */
  readonly recheckOnRetry: boolean;
  /** Tags of `editing` and `failed` (`form`), and of `sending`. */
  readonly tags: { readonly form: readonly Tag[]; readonly sending: readonly Tag[] };
  readonly descriptions: { readonly editing: string; readonly sending: string; readonly failed: string };
  /** The send actor (its source is also its invoke id), its input, and where a message sent goes. */
  readonly send: { readonly src: Src; readonly input: Input; readonly sent: Sent };
}

/**
 * The `editing`, `sending` and `failed` states of a compose region; a machine spreads each into its
 * own state and adds its own transitions (closing the form, cancelling the upload).
 */
export function composeStates<
  const Submit extends string,
  const Change extends string,
  const Valid extends string,
  const Files extends boolean,
  const Progress extends boolean,
  const Tag extends string,
  const Src extends string,
  Input,
  const Sent,
>(options: ComposeOptions<Submit, Change, Valid, Files, Progress, Tag, Src, Input, Sent>) {
  const { submit, change, valid, files, tags, descriptions, send } = options;
  const submitting = [{ guard: valid, target: 'sending' }, { actions: 'showProblems' }] as const;
  const retrying = options.recheckOnRetry
    ? ([
        { guard: valid, target: 'sending' },
        { target: 'editing', actions: 'showProblems' },
      ] as const)
    : ({ target: 'sending' } as const);
  const progress = (options.progress ? { 'upload.progress': { actions: 'progress' } } : {}) as Progress extends true
    ? { readonly 'upload.progress': { readonly actions: 'progress' } }
    : None;
  return {
    editing: {
      description: descriptions.editing,
      tags: tags.form,
      on: {
        ...draftTransitions(change, files, false),
        ...({ [submit]: submitting } as Record<Submit, typeof submitting>),
      },
    },
    sending: {
      description: descriptions.sending,
      tags: tags.sending,
      entry: 'startSending' as const,
      on: progress,
      invoke: {
        src: send.src,
        id: send.src,
        input: send.input,
        onDone: [
          {
            guard: { type: 'refused', params: outputOf },
            target: 'editing',
            actions: { type: 'refuse', params: outputOf },
          } as const,
          send.sent,
        ] as const,
        onError: { target: 'failed' } as const,
      },
    },
    failed: {
      description: descriptions.failed,
      tags: tags.form,
      on: {
        ...({ [submit]: retrying } as Record<Submit, typeof retrying>),
        ...draftTransitions(change, files, true),
      },
    },
  };
}
