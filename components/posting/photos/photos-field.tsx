/**
 * The posting wizard's photos step (SPEC §2.6 posting form, §5 Photos; docs/posting-photos.md):
 * 'Adaugă fotografii' (or files dropped on the field), the rules, the photos in order with the
 * first marked 'Foto principală', each with its progress or its failure and retry, moves by drag
 * and drop, buttons or arrow keys (said aloud by a live region), turns, the crop dialog and the
 * delete confirmation. `PhotosField` runs the flow; `PhotosFieldView` only shows a view.
 */
import { type DragEvent, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import buttons from '@/components/ui/button.module.css';
import type { PostingPhoto } from '@/lib/graphql/generated/operations';
import { useFeatureFlag } from '@/lib/feature-flags/use-feature-flags';
import type { PhotoRules } from '@/lib/posting-photos/photo-rules';
import {
  type PostingPhotosDeps,
  type PostingPhotosView,
  usePostingPhotos,
} from '@/machines/posting-photos/use-posting-photos';
import { CropDialog } from './crop-dialog';
import { PhotoIcon } from './photo-icons';
import { PhotoTile } from './photo-tile';
import { RemoveDialog } from './remove-dialog';
import styles from './photos-field.module.css';

/** Props of PhotosField. */
export interface PhotosFieldProps {
  /** The id of the heading that names the field (the wizard's step heading: the field has no title of its own). */
  readonly labelledBy: string;
  readonly draftId: string;
  /** The draft's photos so far (edit, duplicate, a reload), main photo first. */
  readonly initialPhotos: readonly PostingPhoto[];
  /** The server's limits when the page has them (else they are loaded). */
  readonly rules?: PhotoRules;
  /** The photos on the server, in order, whenever they change (width, height, megapixels for the ad-strength meter). */
  readonly onChange?: (photos: readonly PostingPhoto[]) => void;
  /** Replacement actors (tests). */
  readonly deps?: PostingPhotosDeps;
}

export function PhotosField({ labelledBy, draftId, initialPhotos, rules, onChange, deps }: PhotosFieldProps) {
  const view = usePostingPhotos({ draftId, initialPhotos, ...(rules ? { rules } : {}) }, deps);
  const { donePhotos } = view;
  // The latest callback, so that a parent passing a new function each render does not re-announce.
  const listener = useRef(onChange);
  listener.current = onChange;
  const first = useRef(true);
  useEffect(() => {
    // The wizard has the initial photos already; it hears of changes.
    if (first.current) {
      first.current = false;
      return;
    }
    listener.current?.(donePhotos);
  }, [donePhotos]);
  return <PhotosFieldView view={view} labelledBy={labelledBy} />;
}

/** The photos field for a view of the flow. */
export function PhotosFieldView({ view, labelledBy }: { view: PostingPhotosView; labelledBy: string }) {
  const { t } = useTranslation('posting-photos');
  const editable = useFeatureFlag('photoCrop');
  const picker = useRef<HTMLInputElement>(null);
  const tiles = useRef(new Map<string, HTMLDivElement>());
  const dragged = useRef<string | null>(null);
  // A tile moved from the keyboard or its buttons keeps the focus where it went.
  const follow = useRef<string | null>(null);
  useEffect(() => {
    if (!follow.current) return;
    tiles.current.get(follow.current)?.focus();
    follow.current = null;
  }, [view.photos]);
  const move = (key: string, to: number) => {
    follow.current = key;
    view.move(key, to);
  };
  const dropOn = (index: number, event: DragEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (event.dataTransfer.files.length > 0) view.add([...event.dataTransfer.files]);
    else if (dragged.current) view.move(dragged.current, index);
    dragged.current = null;
  };
  const count = view.photos.length;
  return (
    <fieldset
      className={styles.field}
      aria-labelledby={labelledBy}
      aria-describedby="posting-photos-hint"
      onDragOver={(event) => event.preventDefault()}
      onDrop={(event) => dropOn(count - 1, event)}
    >
      <p id="posting-photos-hint" className={styles.hint}>
        {t('posting-photos:hint', { limit: view.limit, recommended: view.recommended })}
      </p>
      <p id="posting-photos-order-hint" className={styles.hint}>
        {t('posting-photos:orderHint')}
      </p>
      {view.notice ? (
        <div className={styles.notice} role="alert">
          <p>{t(view.notice.key, view.notice.values)}</p>
          <button
            type="button"
            className={styles.iconButton}
            aria-label={t('posting-photos:dismiss')}
            onClick={view.dismissNotice}
          >
            <PhotoIcon name="close" />
          </button>
        </div>
      ) : null}
      {count > 0 ? (
        <ol className={styles.grid}>
          {view.photos.map((photo, index) => (
            <li key={photo.key} className={styles.item}>
              <PhotoTile
                photo={photo}
                index={index}
                count={count}
                tileRef={(node) => {
                  if (node) tiles.current.set(photo.key, node);
                  else tiles.current.delete(photo.key);
                }}
                onMove={move}
                onRotate={view.rotate}
                onCrop={view.openCrop}
                editable={editable}
                onRemove={view.remove}
                onRetry={view.retry}
                onDragStart={(key) => {
                  dragged.current = key;
                }}
                onDropOn={dropOn}
              />
            </li>
          ))}
        </ol>
      ) : null}
      <div className={styles.adder}>
        <input
          ref={picker}
          type="file"
          multiple
          accept="image/jpeg,image/png"
          className={styles.hiddenInput}
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => {
            view.add([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
        <button
          type="button"
          className={`${buttons.button} ${buttons.secondary}`}
          disabled={!view.canAdd}
          onClick={() => picker.current?.click()}
        >
          {t('posting-photos:add')}
        </button>
        <span className={styles.hint}>{t('posting-photos:drop')}</span>
      </div>
      <p className={styles.hint}>{t('posting-photos:count', { count: view.donePhotos.length, limit: view.limit })}</p>
      {view.limitReached ? <p className={styles.hint}>{t('posting-photos:limitReached')}</p> : null}
      {!view.limitReached && view.belowRecommended ? (
        <p className={styles.hint}>{t('posting-photos:belowRecommended', { recommended: view.recommended })}</p>
      ) : null}
      <p className="visually-hidden" aria-live="polite" data-testid="posting-photos-live">
        {view.announcement ? t(view.announcement.key, view.announcement.values) : ''}
      </p>
      {view.confirmingRemoval ? <RemoveDialog onConfirm={view.confirmRemoval} onCancel={view.cancelRemoval} /> : null}
      {view.crop && editable ? <CropDialog crop={view.crop} view={view} /> : null}
    </fieldset>
  );
}
