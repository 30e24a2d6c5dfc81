// @vitest-environment jsdom
/**
 * The photos field: a photo chosen uploads with its progress and reaches the wizard's onChange
 * with its size and megapixels; a failed upload keeps the others and retries alone. From the keyboard: a focused photo moves with the arrow keys (Home and End to
 * the ends) and with its move buttons, keeps the focus, is announced in the live region, 'Foto
 * principală' follows the first photo, the server is sent the new order and the wizard hears of it.
 * The tile's buttons are drawn icons with their names.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { fromCallback } from 'xstate';
import { PhotosField } from '@/components/posting/photos/photos-field';
import { FIXTURE_RULES, FRONT, P1, P2, STORED_N1, TURNED_P1 } from '@/machines/posting-photos/posting-photos.fixtures';
import { withFeatureFlags } from '@/lib/feature-flags/flags';
import { FeatureFlagsProvider } from '@/lib/feature-flags/use-feature-flags';
import { chooseFiles } from '@/test-support/message-upload';
import type { PostingPhoto, PostingPhotosEvent, TransferCommand } from '@/machines/posting-photos/posting-photos.types';
import { missingKeys, renderWithProviders, resetMissingKeys } from '@/test-support/i18n-test-utils';

beforeEach(resetMissingKeys);
afterEach(() => expect(missingKeys()).toEqual([]));

const P3: PostingPhoto = { ...TURNED_P1, id: 'p3' };

function renderField(initialPhotos: readonly PostingPhoto[] = [P1, P2, P3], photoCrop = true) {
  const commands: TransferCommand[] = [];
  const changes: string[][] = [];
  const photos: (readonly PostingPhoto[])[] = [];
  const server: { report: (event: PostingPhotosEvent) => void } = { report: () => {} };
  const transfers = fromCallback<TransferCommand, { draftId: string }>(({ receive, sendBack }) => {
    server.report = (event) => act(() => sendBack(event));
    receive((command) => commands.push(command));
  });
  renderWithProviders(
    <FeatureFlagsProvider flags={withFeatureFlags({ photoCrop })}>
      <PhotosField
        labelledBy="photos-title"
        draftId="draft-1"
        initialPhotos={initialPhotos}
        rules={FIXTURE_RULES}
        onChange={(list) => {
          changes.push(list.map((p) => p.id));
          photos.push(list);
        }}
        deps={{ actors: { transfers } }}
      />
    </FeatureFlagsProvider>,
  );
  return { commands, changes, photos, server };
}

const order = () => [...document.querySelectorAll('[data-photo-key]')].map((g) => g.getAttribute('data-photo-key'));
const tileOf = (key: string) => document.querySelector<HTMLElement>(`[data-photo-key="${key}"]`)!;
const live = () => screen.getByTestId('posting-photos-live');
const press = (key: string, name: string) =>
  act(() => {
    tileOf(key).focus();
    fireEvent.keyDown(tileOf(key), { key: name });
  });

it('moves a photo with the arrow keys, Home and End, keeping the focus and saying where it went', () => {
  const { commands, changes } = renderField();
  expect(order()).toEqual(['p1', 'p2', 'p3']);
  expect(tileOf('p1')).toHaveAccessibleName('Fotografia 1 din 3, Foto principală');

  press('p1', 'ArrowRight');
  expect(order()).toEqual(['p2', 'p1', 'p3']);
  expect(tileOf('p1')).toHaveFocus();
  expect(live()).toHaveTextContent('Fotografia a fost mutată pe poziția 2 din 3.');
  expect(tileOf('p2')).toHaveAccessibleName('Fotografia 1 din 3, Foto principală');
  expect(tileOf('p1')).toHaveAccessibleName('Fotografia 2 din 3');
  expect(commands).toEqual([{ type: 'reorder', photoIds: ['p2', 'p1', 'p3'] }]);
  expect(changes).toEqual([['p2', 'p1', 'p3']]);

  press('p1', 'End');
  expect(order()).toEqual(['p2', 'p3', 'p1']);
  expect(live()).toHaveTextContent('Fotografia a fost mutată pe poziția 3 din 3.');
  press('p1', 'ArrowRight'); // already last: nothing happens
  press('p3', 'Home');
  expect(order()).toEqual(['p3', 'p2', 'p1']);
  expect(tileOf('p3')).toHaveFocus();
  press('p3', 'ArrowLeft'); // already first
  expect(order()).toEqual(['p3', 'p2', 'p1']);
  expect(commands.map((c) => (c.type === 'reorder' ? c.photoIds.join() : c.type))).toEqual([
    'p2,p1,p3',
    'p2,p3,p1',
    'p3,p2,p1',
  ]);
});

it('moves a photo with its buttons; the first cannot go earlier nor the last later', () => {
  const { commands } = renderField();
  expect(within(tileOf('p1')).getByRole('button', { name: 'Mută fotografia 1 mai în față' })).toBeDisabled();
  expect(within(tileOf('p3')).getByRole('button', { name: 'Mută fotografia 3 mai în spate' })).toBeDisabled();
  act(() => void fireEvent.click(within(tileOf('p3')).getByRole('button', { name: 'Mută fotografia 3 mai în față' })));
  expect(order()).toEqual(['p1', 'p3', 'p2']);
  expect(tileOf('p3')).toHaveFocus();
  expect(commands).toEqual([{ type: 'reorder', photoIds: ['p1', 'p3', 'p2'] }]);
});

it('draws each button of a tile as an icon (no text glyph) and names it', () => {
  renderField();
  const buttons = within(tileOf('p2')).getAllByRole('button');
  expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
    'Mută fotografia 2 mai în față',
    'Mută fotografia 2 mai în spate',
    'Rotește fotografia 2 spre stânga',
    'Rotește fotografia 2 spre dreapta',
    'Decupează fotografia 2',
    'Șterge fotografia 2',
  ]);
  for (const button of buttons) {
    expect(button.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    expect(button.textContent).toBe('');
  }
});

it('uploads a chosen photo with its progress; the wizard gets it with its size and megapixels', async () => {
  const { commands, photos, server } = renderField([P1]);
  await chooseFiles(document.querySelector<HTMLInputElement>('input[type="file"]')!, [FRONT]);
  expect(commands.map((c) => (c.type === 'upload' ? [c.key, c.name, c.file instanceof Blob] : c.type))).toEqual([
    ['n1', 'fata.jpg', true],
  ]);
  server.report({ type: 'upload.progress', key: 'n1', percent: 40 });
  expect(within(tileOf('n1')).getByRole('progressbar', { name: 'Încărcarea fotografiei 2' })).toHaveAttribute(
    'value',
    '40',
  );
  server.report({ type: 'upload.fail', key: 'n1', reason: 'errors:postingPhotos.uploadFailed' });
  expect(within(tileOf('n1')).getByRole('alert')).toHaveTextContent('Încărcarea a eșuat.');
  expect(tileOf('p1')).toHaveAccessibleName('Fotografia 1 din 2, Foto principală');
  act(() => void fireEvent.click(within(tileOf('n1')).getByRole('button', { name: 'Încearcă din nou' })));
  expect(commands.map((c) => c.type)).toEqual(['upload', 'upload']);
  server.report({ type: 'upload.done', key: 'n1', photo: STORED_N1 });
  expect(photos.at(-1)?.map((p) => [p.id, p.width, p.height, p.megapixels])).toEqual([
    ['p1', 1280, 960, 12],
    ['s1', 1280, 960, 12],
  ]);
  expect(tileOf('n1')).toHaveTextContent('1280×960');
});

it.each([true, false])('with the photoCrop flag %s, a photo can be turned and cropped only when on', (on) => {
  renderField([P1], on);
  const tile = tileOf(P1.id);
  for (const name of [/Rotește.*spre stânga/u, /Rotește.*spre dreapta/u, /Decupează/u])
    expect(within(tile).queryAllByRole('button', { name })).toHaveLength(on ? 1 : 0);
  expect(within(tile).getAllByRole('button', { name: /Șterge/u })).toHaveLength(1);
});
