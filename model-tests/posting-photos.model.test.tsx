// @vitest-environment jsdom
/**
 * Generated paths of the posting form's photos step, walked on the machine and through the photos
 * field with the real hook. Every event is what a person does on the screen (choosing files in the
 * picker, whose first bytes are read; the buttons of a tile; the arrow keys on a focused tile; the
 * dialogs' buttons, fields and Escape) or what the server answers through the transfers actor.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { type EventObject, fromCallback } from 'xstate';
import { PhotosFieldView } from '@/components/posting/photos/photos-field';
import { actorSources, createActorController } from '@/machines/flow-actors';
import type {
  PhotoItem,
  PostingPhotosContext,
  PostingPhotosEvent,
  PostingPhotosInput,
} from '@/machines/posting-photos/posting-photos.types';
import { usePostingPhotos } from '@/machines/posting-photos/use-posting-photos';
import { findRegisteredMachine } from '@/machines/registry';
import { missingKeys, renderWithProviders, resetMissingKeys } from '@/test-support/i18n-test-utils';
import { chooseFiles } from '@/test-support/message-upload';
import { settleInAct } from './auth-harness';
import { describeFlow } from './describe-flow';
import type { FlowSnapshot } from './flow-model';

beforeEach(resetMissingKeys);
afterEach(() => expect(missingKeys()).toEqual([]));

const ctx = (snapshot: FlowSnapshot) => snapshot.context as PostingPhotosContext;
type Of<T extends PostingPhotosEvent['type']> = Extract<PostingPhotosEvent, { type: T }>;

/** What the field says, as the catalogue words it. */
const TEXT: Record<string, string> = {
  'errors:postingPhotos.uploadFailed': 'Încărcarea a eșuat. Verifică conexiunea și încearcă din nou.',
  'errors:postingPhotos.editFailed': 'Modificarea fotografiei a eșuat. Încearcă din nou.',
  'errors:postingPhotos.badOrder':
    'Ordinea fotografiilor s-a schimbat între timp. Reîncarcă pagina și încearcă din nou.',
  'errors:postingPhotos.fileType': 'Sunt acceptate doar fotografii JPG și PNG.',
  'errors:postingPhotos.fileTooLarge': 'Fotografia este prea mare (maximum 15 MB).',
  'posting-photos:notice.overLimit': 'Poți adăuga maximum 3 fotografii; cele în plus nu au fost adăugate.',
  'posting-photos:announce.moved': 'Fotografia a fost mutată pe poziția 2 din 2.',
  'posting-photos:announce.removed': 'Fotografia a fost ștearsă.',
};

const tiles = () => [...document.querySelectorAll<HTMLElement>('[data-photo-key]')];
const tile = (key: string) => document.querySelector<HTMLElement>(`[data-photo-key="${key}"]`)!;
const positionOf = (key: string) => tiles().findIndex((t) => t.dataset['photoKey'] === key) + 1;
const dialog = (name: string) => screen.queryByRole('dialog', { name });
const noticeBox = () => screen.queryByRole('button', { name: 'Închide mesajul' })?.parentElement ?? null;

function expectTile(item: PhotoItem, index: number, mainKey: string | undefined): void {
  const box = within(tile(item.key));
  const position = index + 1;
  expect(tile(item.key)).toHaveAccessibleName(
    `Fotografia ${String(position)} din ${String(tiles().length)}${item.key === mainKey ? ', Foto principală' : ''}`,
  );
  if (item.status === 'uploading')
    expect(box.getByRole('progressbar', { name: `Încărcarea fotografiei ${String(position)}` })).toHaveAttribute(
      'value',
      String(item.progress),
    );
  const state: Record<string, string | null> = {
    queued: 'În așteptare',
    processing: 'Se procesează…',
    removing: 'Se șterge…',
    uploading: `Se încarcă… ${String(item.progress)}%`,
    failed: null,
    done: item.photo ? `${String(item.photo.width)}×${String(item.photo.height)}` : null,
  };
  const text = state[item.status];
  if (text) expect(tile(item.key)).toHaveTextContent(text);
  if (item.status === 'failed') {
    expect(box.getByRole('alert')).toHaveTextContent(TEXT[item.reason!]!);
    expect(box.getByRole('button', { name: 'Încearcă din nou' })).toBeEnabled();
  } else expect(box.queryByRole('alert')).toBeNull();
  const edit = box.getByRole('button', { name: `Rotește fotografia ${String(position)} spre dreapta` });
  if (item.status === 'done') expect(edit).toBeEnabled();
  else expect(edit).toBeDisabled();
}

/** The list, the notice, the live region and the add button, as the snapshot has them. */
function expectField(snapshot: FlowSnapshot, canAdd: boolean): void {
  const { items, notice, announcement, rules } = ctx(snapshot);
  expect(tiles().map((t) => t.dataset['photoKey'])).toEqual(items.map((i) => i.key));
  const mainKey = items.find((i) => i.photo)?.key;
  items.forEach((item, index) => expectTile(item, index, mainKey));
  expect(
    screen.getByText(
      `Sunt acceptate fotografii JPG și PNG; poți adăuga maximum ${String(rules.limit)}, recomandat cel puțin ${String(rules.recommended)}.`,
    ),
  ).toBeInTheDocument();
  if (notice) expect(noticeBox()).toHaveTextContent(TEXT[notice.key]!);
  else expect(noticeBox()).toBeNull();
  expect(screen.getByTestId('posting-photos-live')).toHaveTextContent(announcement ? TEXT[announcement.key]! : '');
  const add = screen.getByRole('button', { name: 'Adaugă fotografii' });
  if (canAdd && items.length < rules.limit) expect(add).toBeEnabled();
  else expect(add).toBeDisabled();
}

describeFlow(
  findRegisteredMachine('postingPhotos')!,
  (scenario, flow) => {
    const controller = createActorController(actorSources(flow.machine));
    let sendBack: ((event: PostingPhotosEvent) => void) | null = null;
    const transfers = fromCallback<EventObject, { draftId: string }>(({ sendBack: send }) => {
      sendBack = send;
    });
    function Harness() {
      const view = usePostingPhotos(scenario.input as PostingPhotosInput, {
        actors: { loadRules: controller.actors['loadRules']!, transfers },
      });
      return (
        <>
          <h2 id="photos-title">Fotografii</h2>
          <PhotosFieldView view={view} labelledBy="photos-title" />
        </>
      );
    }
    const rendered = renderWithProviders(<Harness />);
    const report = ({ event }: { event: EventObject }) => act(() => sendBack!(event as PostingPhotosEvent));
    const click = (element: HTMLElement) => act(() => void fireEvent.click(element));
    const inTile = (key: string, name: string) => within(tile(key)).getByRole('button', { name });
    let closes = 0;
    const closeDialog = (name: string, button: string) => {
      closes += 1;
      // Escape and the button by turns: both close it.
      if (closes % 2 === 0) act(() => void fireEvent.keyDown(dialog(name)!, { key: 'Escape' }));
      else click(within(dialog(name)!).getByRole('button', { name: button }));
    };
    const settle = ({ event }: { event: EventObject }) => settleInAct(controller, event);
    const events: Record<
      PostingPhotosEvent['type'] | `xstate.${'done' | 'error'}.actor.loadRules`,
      (step: { event: EventObject }) => void | Promise<void>
    > = {
      'photos.add': async ({ event }) => {
        await chooseFiles(
          document.querySelector<HTMLInputElement>('input[type="file"]')!,
          (event as Of<'photos.add'>).files,
        );
      },
      'photo.retry': ({ event }) => click(inTile((event as Of<'photo.retry'>).key, 'Încearcă din nou')),
      'photo.rotate': ({ event }) => {
        const { key, turns } = event as Of<'photo.rotate'>;
        click(inTile(key, `Rotește fotografia ${String(positionOf(key))} spre ${turns === 1 ? 'dreapta' : 'stânga'}`));
      },
      'photo.move': ({ event }) => {
        const { key, to } = event as Of<'photo.move'>;
        const from = positionOf(key) - 1;
        const keyName = to === from + 1 ? 'ArrowRight' : to === from - 1 ? 'ArrowLeft' : to === 0 ? 'Home' : 'End';
        act(() => {
          tile(key).focus();
          fireEvent.keyDown(tile(key), { key: keyName });
        });
        // The moved photo keeps the focus.
        expect(tile(key)).toHaveFocus();
      },
      'photo.remove': ({ event }) => {
        const { key } = event as Of<'photo.remove'>;
        click(inTile(key, `Șterge fotografia ${String(positionOf(key))}`));
      },
      'removal.confirm': () => click(within(dialog('Ștergi fotografia?')!).getByRole('button', { name: 'Șterge' })),
      'removal.cancel': () => closeDialog('Ștergi fotografia?', 'Renunță'),
      'crop.open': ({ event }) => {
        const { key } = event as Of<'crop.open'>;
        click(inTile(key, `Decupează fotografia ${String(positionOf(key))}`));
      },
      'crop.change': ({ event }) => {
        const { rect } = event as Of<'crop.change'>;
        const box = within(dialog('Decupează fotografia')!);
        const label = { width: 'Lățime (%)', height: 'Înălțime (%)', x: 'Stânga (%)', y: 'Sus (%)' } as const;
        // Size first, then place: each field is checked against the others as it is typed.
        for (const field of ['width', 'height', 'x', 'y'] as const)
          act(
            () =>
              void fireEvent.change(box.getByLabelText(label[field]), { target: { value: String(rect[field] * 100) } }),
          );
      },
      'crop.aspect': ({ event }) => {
        const { aspect } = event as Of<'crop.aspect'>;
        click(within(dialog('Decupează fotografia')!).getByLabelText(aspect === 'free' ? 'Liber' : '4:3'));
      },
      'crop.apply': () => click(within(dialog('Decupează fotografia')!).getByRole('button', { name: 'Aplică' })),
      'crop.reset': () =>
        click(within(dialog('Decupează fotografia')!).getByRole('button', { name: 'Arată fotografia întreagă' })),
      'crop.cancel': () => closeDialog('Decupează fotografia', 'Renunță'),
      'notice.dismiss': () => click(screen.getByRole('button', { name: 'Închide mesajul' })),
      'upload.progress': report,
      'upload.done': report,
      'upload.fail': report,
      'edit.done': report,
      'edit.fail': report,
      'removal.done': report,
      'removal.fail': report,
      'order.fail': report,
      'xstate.done.actor.loadRules': settle,
      'xstate.error.actor.loadRules': settle,
    };
    return {
      params: {
        events,
        states: {
          loadingRules: (snapshot: FlowSnapshot) => expectField(snapshot, false),
          browsing: (snapshot: FlowSnapshot) => {
            expectField(snapshot, true);
            expect(screen.queryByRole('dialog')).toBeNull();
          },
          confirmingRemoval: (snapshot: FlowSnapshot) => {
            expectField(snapshot, false);
            expect(dialog('Ștergi fotografia?')).toHaveAccessibleDescription('Fotografia va fi ștearsă din anunț.');
          },
          cropping: (snapshot: FlowSnapshot) => {
            expectField(snapshot, false);
            const crop = ctx(snapshot).crop!;
            const box = within(dialog('Decupează fotografia')!);
            const pct = (n: number) => Math.round(n * 1000) / 10;
            expect(box.getByLabelText('Lățime (%)')).toHaveValue(pct(crop.rect.width));
            expect(box.getByLabelText('Înălțime (%)')).toHaveValue(pct(crop.rect.height));
            expect(box.getByLabelText('Stânga (%)')).toHaveValue(pct(crop.rect.x));
            expect(box.getByLabelText('Sus (%)')).toHaveValue(pct(crop.rect.y));
            expect(box.getByLabelText(crop.aspect === 'free' ? 'Liber' : '4:3')).toBeChecked();
            const cropped = ctx(snapshot).items.find((i) => i.key === crop.key)?.photo?.crop;
            if (cropped) expect(box.getByRole('button', { name: 'Arată fotografia întreagă' })).toBeEnabled();
            else expect(box.queryByRole('button', { name: 'Arată fotografia întreagă' })).toBeNull();
          },
        },
      },
      dispose: () => rendered.unmount(),
    };
  },
  { screenPaths: 'covering' },
);
