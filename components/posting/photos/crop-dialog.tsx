/**
 * The crop dialog of a photo: the photo with the rectangle kept, moved by dragging it and resized
 * by its bottom-right corner (pointer), or typed in four fields in percent (keyboard); the format
 * free or 4:3; 'Aplică', 'Arată fotografia întreagă' (a cropped photo), 'Renunță' and Escape.
 */
import { type PointerEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import buttons from '@/components/ui/button.module.css';
import { ModalDialog } from '@/components/ui/dialogs/modal-dialog';
import dialog from '@/components/ui/dialogs/stacked-dialog.module.css';
import type { PhotoCrop } from '@/lib/posting-photos/photo-rules';
import type { CropView, PostingPhotosView } from '@/machines/posting-photos/use-posting-photos';
import styles from './photos-field.module.css';

const FIELDS = ['x', 'y', 'width', 'height'] as const;
const percent = (fraction: number) => Math.round(fraction * 1000) / 10;

/** Props of CropDialog. */
export interface CropDialogProps {
  readonly crop: CropView;
  readonly view: Pick<PostingPhotosView, 'changeCrop' | 'setAspect' | 'applyCrop' | 'resetCrop' | 'cancelCrop'>;
}

export function CropDialog({ crop, view }: CropDialogProps) {
  const { t } = useTranslation('posting-photos');
  const frame = useRef<HTMLDivElement>(null);
  const drag = useRef<{ mode: 'move' | 'resize'; x: number; y: number; rect: PhotoCrop } | null>(null);
  const { rect } = crop;
  const start = (mode: 'move' | 'resize') => (event: PointerEvent<HTMLElement>) => {
    event.preventDefault();
    event.stopPropagation();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { mode, x: event.clientX, y: event.clientY, rect };
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const box = frame.current?.getBoundingClientRect();
    const from = drag.current;
    if (!from || !box || box.width === 0 || box.height === 0) return;
    const dx = (event.clientX - from.x) / box.width;
    const dy = (event.clientY - from.y) / box.height;
    view.changeCrop(
      from.mode === 'move'
        ? { ...from.rect, x: from.rect.x + dx, y: from.rect.y + dy }
        : { ...from.rect, width: from.rect.width + dx, height: from.rect.height + dy },
    );
  };
  const stop = () => {
    drag.current = null;
  };
  return (
    <ModalDialog
      labelledBy="posting-photos-crop-title"
      describedBy="posting-photos-crop-help"
      onEscape={view.cancelCrop}
    >
      <div className={dialog.header}>
        <h2 id="posting-photos-crop-title" className={dialog.title}>
          {t('posting-photos:cropDialog.title')}
        </h2>
        <button
          type="button"
          className={dialog.close}
          aria-label={t('posting-photos:cropDialog.close')}
          onClick={view.cancelCrop}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className={dialog.body}>
        <p id="posting-photos-crop-help" className={styles.hint}>
          {t('posting-photos:cropDialog.help')}
        </p>
        <div
          ref={frame}
          className={styles.cropFrame}
          onPointerMove={onPointerMove}
          onPointerUp={stop}
          onPointerCancel={stop}
        >
          <img
            src={crop.url}
            alt=""
            className={styles.cropImage}
            width={crop.photo.width}
            height={crop.photo.height}
            draggable={false}
          />
          <div
            className={styles.cropRect}
            aria-hidden="true"
            style={{
              left: `${String(rect.x * 100)}%`,
              top: `${String(rect.y * 100)}%`,
              width: `${String(rect.width * 100)}%`,
              height: `${String(rect.height * 100)}%`,
            }}
            onPointerDown={start('move')}
          >
            <span className={styles.cropHandle} onPointerDown={start('resize')} />
          </div>
        </div>
        <fieldset className={styles.cropFields}>
          <legend>{t('posting-photos:cropDialog.area')}</legend>
          {FIELDS.map((field) => (
            <label key={field} className={styles.cropField}>
              <span>{t(`posting-photos:cropDialog.${field}`)}</span>
              <input
                type="number"
                min={0}
                max={100}
                step={1}
                value={percent(rect[field])}
                onChange={(event) => {
                  const value = Number(event.target.value);
                  if (Number.isFinite(value)) view.changeCrop({ ...rect, [field]: value / 100 });
                }}
              />
            </label>
          ))}
        </fieldset>
        <fieldset className={styles.cropFields}>
          <legend>{t('posting-photos:cropDialog.aspect')}</legend>
          {(['free', '4:3'] as const).map((aspect) => (
            <label key={aspect} className={styles.cropField}>
              <input
                type="radio"
                name="posting-photos-aspect"
                checked={crop.aspect === aspect}
                onChange={() => view.setAspect(aspect)}
              />
              <span>
                {t(aspect === 'free' ? 'posting-photos:cropDialog.free' : 'posting-photos:cropDialog.fourThree')}
              </span>
            </label>
          ))}
        </fieldset>
        <div className={styles.dialogActions}>
          <button type="button" className={`${buttons.button} ${buttons.secondary}`} onClick={view.cancelCrop}>
            {t('posting-photos:cropDialog.cancel')}
          </button>
          {crop.canReset ? (
            <button type="button" className={`${buttons.button} ${buttons.secondary}`} onClick={view.resetCrop}>
              {t('posting-photos:cropDialog.reset')}
            </button>
          ) : null}
          <button type="button" className={`${buttons.button} ${buttons.primary}`} onClick={view.applyCrop}>
            {t('posting-photos:cropDialog.apply')}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
