/**
 * usePosting(start, deps): runs the posting wizard with the real calls and this browser's copy of
 * the values, and returns the wizard's view (docs/view-api.md): values, booleans and intents,
 * never the snapshot. Runs in the browser only (the page renders the wizard after mounting: the
 * local copy decides what the first render shows).
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import type { ChoicesRequest, PostingChoices } from '@/lib/posting/posting-choices';
import { type PostingField, POSTING_STEPS, type PostingStep } from '@/lib/posting/posting-fields';
import type { PostingProblems } from '@/lib/posting/posting-rules';
import { localDraftKey, readLocalDraft, removeLocalDraft, writeLocalDraft } from '@/lib/posting/local-draft';
import type { PostingValues } from '@/lib/posting/posting-values';
import { flowInspector } from '../flow-inspector';
import { type PublishRequest, type SaveRequest, postingMachine } from './posting.machine';
import type { FieldChange, PostingInput, PreviewPhoto, PublishOutcome, Published, SaveOutcome } from './posting.types';

/** What the wizard shows and can ask for. */
export interface PostingView {
  readonly values: PostingValues;
  readonly step: PostingStep;
  readonly steps: readonly PostingStep[];
  /** i18n keys (posting catalogue) under the fields. */
  readonly problems: PostingProblems;
  readonly choices: PostingChoices;
  readonly choicesFailed: boolean;
  readonly identityLocked: boolean;
  /** The values came from this browser's copy (newer than the server's). */
  readonly restoredLocally: boolean;
  /** A save is under way or waiting for the typing to stop. */
  readonly saving: boolean;
  /** The last save failed (network): it is retried; the copy here is safe. */
  readonly offline: boolean;
  /** When the server last confirmed a save (ISO), or null. */
  readonly savedAt: string | null;
  readonly signedOut: boolean;
  readonly publishing: boolean;
  readonly publishFailed: boolean;
  /** A refusal of publishing that names no field (i18n key). */
  readonly refusal: string | null;
  readonly published: Published | null;
  readonly draftId: string | null;
  /** The draft's processed photos (main first). */
  readonly photos: readonly PreviewPhoto[];
  readonly change: <K extends PostingField>(field: K, value: PostingValues[K]) => void;
  readonly next: () => void;
  readonly back: () => void;
  readonly goTo: (step: PostingStep) => void;
  readonly publish: () => void;
  readonly retryChoices: () => void;
  readonly setPhotos: (photos: readonly PreviewPhoto[]) => void;
  /** Several fields at once (the register's data). */
  readonly fill: (patch: Partial<PostingValues>) => void;
}

const api = () => import('@/lib/posting/posting-api');

async function saveVia(request: SaveRequest): Promise<SaveOutcome> {
  const { saveDraft, startDraft } = await api();
  let draftId = request.draftId;
  if (draftId === null) {
    const started = await startDraft(request);
    if (started.kind !== 'ok') return started;
    draftId = started.data.id;
  }
  const saved = await saveDraft(draftId, request.values, request.step);
  return saved.kind === 'ok' ? { kind: 'ok', data: { draftId: draftId, updatedAt: saved.data.updatedAt } } : saved;
}

const realActors = {
  save: fromPromise<SaveOutcome, SaveRequest>(({ input }) => saveVia(input)),
  publish: fromPromise<PublishOutcome, PublishRequest>(async ({ input }) => {
    const saved = await saveVia(input);
    if (saved.kind !== 'ok') return saved;
    return (await api()).publishDraft(saved.data.draftId, input.publishKey);
  }),
  loadChoices: fromPromise<PostingChoices, ChoicesRequest>(async ({ input }) =>
    (await import('@/lib/posting/posting-catalogue-api')).fetchChoices(input),
  ),
};

/** Replacement actors (model tests park them). */
export interface PostingDeps {
  readonly actors?: Partial<typeof realActors>;
}

/** The server's draft, or this browser's copy when it is newer. */
export function startingInput(
  server: Omit<PostingInput, 'restoredLocally'>,
  serverUpdatedAt: string | null,
): PostingInput {
  const local = readLocalDraft(localDraftKey(server.draftId, server.categoryId, server.subcategoryId));
  const serverTime = serverUpdatedAt ? Date.parse(serverUpdatedAt) : 0;
  if (local && local.writtenAt > serverTime && JSON.stringify(local.values) !== JSON.stringify(server.values))
    return { ...server, values: { ...server.values, ...local.values }, step: local.step, restoredLocally: true };
  return { ...server, restoredLocally: false };
}

export function usePosting(input: PostingInput, deps: PostingDeps = {}): PostingView {
  const [logic] = useState(() =>
    postingMachine.provide({
      actors: { ...realActors, ...deps.actors },
      actions: {
        backup: ({ context }) =>
          writeLocalDraft(localDraftKey(context.draftId, context.categoryId, context.subcategoryId), {
            values: context.values,
            step: context.step,
            writtenAt: Date.now(),
          }),
      },
    }),
  );
  const actor = useActorRef(logic, { input, inspect: flowInspector });
  const context = useSelector(actor, (s) => s.context);
  const choicesFailed = useSelector(actor, (s) => s.matches({ wizard: { choices: 'failed' } }));
  const saving = useSelector(
    actor,
    (s) => s.matches({ wizard: { autosave: 'waiting' } }) || s.matches({ wizard: { autosave: 'saving' } }),
  );
  const offline = useSelector(actor, (s) => s.matches({ wizard: { autosave: 'offline' } }));
  const signedOut = useSelector(actor, (s) => s.matches('signedOut'));
  const publishing = useSelector(actor, (s) => s.matches('publishing'));
  const publishFailed = useSelector(actor, (s) => s.matches('publishFailed'));
  const view = { draftId: context.draftId, published: context.result };

  // The draft's id goes into the address at the first save, so a reload continues it.
  useEffect(() => {
    if (!view.draftId || typeof window === 'undefined') return;
    const url = new URL(window.location.href);
    if (url.searchParams.get('draft') === view.draftId) return;
    url.searchParams.set('draft', view.draftId);
    window.history.replaceState(window.history.state, '', url);
    // The copy kept under the category moves under the draft's id.
    const before = localDraftKey(null, input.categoryId, input.subcategoryId);
    const copy = readLocalDraft(before);
    if (copy) writeLocalDraft(localDraftKey(view.draftId, input.categoryId, input.subcategoryId), copy);
    removeLocalDraft(before);
  }, [view.draftId, input.categoryId, input.subcategoryId]);

  // Published: this browser's copy is no longer needed.
  useEffect(() => {
    if (view.published && view.draftId)
      removeLocalDraft(localDraftKey(view.draftId, input.categoryId, input.subcategoryId));
  }, [view.published, view.draftId, input.categoryId, input.subcategoryId]);

  useEffect(() => {
    const online = () => actor.send({ type: 'online' });
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [actor]);

  return useMemo(
    () => ({
      values: context.values,
      step: context.step,
      steps: POSTING_STEPS,
      problems: context.problems,
      choices: context.choices,
      choicesFailed,
      identityLocked: context.identityLocked,
      restoredLocally: context.restoredLocally,
      saving,
      offline,
      savedAt: context.savedAt,
      signedOut,
      publishing,
      publishFailed,
      refusal: context.refusal,
      published: context.result,
      draftId: context.draftId,
      photos: context.photos,
      change: (field, value) => actor.send(fieldChange(field, value)),
      next: () => actor.send({ type: 'step.next' }),
      back: () => actor.send({ type: 'step.back' }),
      goTo: (step) => actor.send({ type: 'step.go', step }),
      publish: () => actor.send({ type: 'publish' }),
      retryChoices: () => actor.send({ type: 'choices.retry' }),
      setPhotos: (photos) => actor.send({ type: 'photos.change', photos }),
      fill: (patch) => actor.send({ type: 'values.fill', patch }),
    }),
    [actor, context, choicesFailed, saving, offline, signedOut, publishing, publishFailed],
  );
}

/** The change event of a field (one union member per field: TypeScript cannot pick it from a generic key). */
function fieldChange<K extends PostingField>(field: K, value: PostingValues[K]): FieldChange {
  return { type: 'field.change', field, value } as FieldChange;
}
