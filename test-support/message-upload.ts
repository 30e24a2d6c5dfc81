/**
 * What the model tests of the forms that send a message with files share (the seller contact form,
 * a conversation's reply box): choosing files in the picker as a person does, and a parked send
 * actor that keeps the upload's progress callback so a path's `upload.progress` can call it.
 */
import { act, fireEvent } from '@testing-library/react';
import { fromPromise, type PromiseActorLogic } from 'xstate';
import type { PickedFile } from '@/lib/messages/picked-files';
import type { ActorController } from '@/machines/flow-actors';

/** A File with the fixture's first bytes and size (a big size is declared, not allocated). */
function fileOf(picked: PickedFile): File {
  const file = new File([picked.file], picked.name);
  if (file.size !== picked.size) Object.defineProperty(file, 'size', { value: picked.size });
  return file;
}

/** Chooses `files` in the file input `picker`, and waits until their first bytes are read. */
export async function chooseFiles(picker: HTMLInputElement, files: readonly PickedFile[]): Promise<void> {
  await act(async () => {
    fireEvent.change(picker, { target: { files: files.map(fileOf) } });
    // The first bytes are read by the browser's file reader before the machine hears of them.
    for (let turn = 0; turn < 10; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/** A parked send actor whose upload progress a test reports. */
export interface ParkedUpload<Output, Input> {
  /** The actor to provide in place of the parked one (it still waits for the path's done or error event). */
  readonly actor: PromiseActorLogic<Output, Input>;
  /** Reports the upload's progress, as the request would. */
  readonly report: (percent: number) => void;
}

/** Wraps the parked actor `src` of `controller` to keep the `onProgress` of its input. */
export function parkedUpload<Output, Input extends { readonly onProgress: (percent: number) => void }>(
  controller: ActorController,
  src: string,
): ParkedUpload<Output, Input> {
  let onProgress: ((percent: number) => void) | null = null;
  const parked = controller.actors[src] as PromiseActorLogic<Output, Input>;
  const actor = fromPromise<Output, Input>((args) => {
    onProgress = args.input.onProgress;
    return (parked.config as (a: typeof args) => PromiseLike<Output>)(args);
  });
  return {
    actor,
    report: (percent) => {
      if (!onProgress) throw new Error(`${src} has not started`);
      act(() => onProgress?.(percent));
    },
  };
}
