/**
 * One photo of the photos field: its thumbnail (or its name while it uploads), 'Foto principală'
 * on the first, the upload's progress or the server's work, the failure with 'Încearcă din nou',
 * and the buttons: move earlier / later, turn left / right and crop (with the photoCrop flag), delete. The tile itself takes
 * the arrow keys (left / right move it) and can be dragged onto another place.
 */
import type { DragEvent, KeyboardEvent, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { PhotoView } from '@/machines/posting-photos/use-posting-photos';
import { PhotoIcon, type PhotoIconName } from './photo-icons';
import styles from './photos-field.module.css';

/** Props of PhotoTile. */
export interface PhotoTileProps {
  readonly photo: PhotoView;
  readonly index: number;
  readonly count: number;
  readonly tileRef: Ref<HTMLDivElement>;
  /** Moves the photo to `to` (keeps the focus on it). */
  readonly onMove: (key: string, to: number) => void;
  readonly onRotate: (key: string, turns: 1 | -1) => void;
  readonly onCrop: (key: string) => void;
  /** The photoCrop flag: without it there is no turning nor cropping. */
  readonly editable: boolean;
  readonly onRemove: (key: string) => void;
  readonly onRetry: (key: string) => void;
  readonly onDragStart: (key: string) => void;
  readonly onDropOn: (index: number, event: DragEvent) => void;
}

export function PhotoTile(props: PhotoTileProps) {
  const { photo, index, count, onMove } = props;
  const { t } = useTranslation('posting-photos');
  const position = index + 1;
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'ArrowLeft' && index > 0) onMove(photo.key, index - 1);
    else if (event.key === 'ArrowRight' && index < count - 1) onMove(photo.key, index + 1);
    else if (event.key === 'Home' && index > 0) onMove(photo.key, 0);
    else if (event.key === 'End' && index < count - 1) onMove(photo.key, count - 1);
    else return;
    event.preventDefault();
  };
  const label = t('posting-photos:photo', { position, count });
  return (
    <div
      ref={props.tileRef}
      role="group"
      tabIndex={0}
      aria-label={photo.main ? `${label}, ${t('posting-photos:main')}` : label}
      aria-describedby="posting-photos-order-hint"
      data-photo-key={photo.key}
      className={styles.tile}
      draggable
      onKeyDown={onKeyDown}
      onDragStart={(event) => {
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', photo.key);
        props.onDragStart(photo.key);
      }}
      onDragOver={(event) => event.preventDefault()}
      onDrop={(event) => props.onDropOn(index, event)}
    >
      <div className={styles.preview}>
        {photo.thumbnailUrl ? (
          <img src={photo.thumbnailUrl} alt="" className={styles.image} width={400} height={300} draggable={false} />
        ) : (
          <span className={styles.fileName}>{photo.name}</span>
        )}
        {photo.main ? <span className={styles.mainBadge}>{t('posting-photos:main')}</span> : null}
      </div>
      <PhotoState photo={photo} position={position} onRetry={props.onRetry} />
      <div className={styles.actions}>
        <IconButton
          label={t('posting-photos:moveLeft', { position })}
          disabled={index === 0}
          onClick={() => onMove(photo.key, index - 1)}
          icon="moveLeft"
        />
        <IconButton
          label={t('posting-photos:moveRight', { position })}
          disabled={index === count - 1}
          onClick={() => onMove(photo.key, index + 1)}
          icon="moveRight"
        />
        {props.editable ? (
          <>
            <IconButton
              label={t('posting-photos:rotateLeft', { position })}
              disabled={!photo.canEdit}
              onClick={() => props.onRotate(photo.key, -1)}
              icon="rotateLeft"
            />
            <IconButton
              label={t('posting-photos:rotateRight', { position })}
              disabled={!photo.canEdit}
              onClick={() => props.onRotate(photo.key, 1)}
              icon="rotateRight"
            />
            <IconButton
              label={t('posting-photos:crop', { position })}
              disabled={!photo.canEdit}
              onClick={() => props.onCrop(photo.key)}
              icon="crop"
            />
          </>
        ) : null}
        <IconButton
          label={t('posting-photos:remove', { position })}
          disabled={!photo.canRemove}
          onClick={() => props.onRemove(photo.key)}
          icon="remove"
        />
      </div>
    </div>
  );
}

function PhotoState({
  photo,
  position,
  onRetry,
}: {
  photo: PhotoView;
  position: number;
  onRetry: (key: string) => void;
}) {
  const { t } = useTranslation('posting-photos');
  if (photo.failure)
    return (
      <div className={styles.failure} role="alert">
        <p>{t(photo.failure)}</p>
        {photo.canRetry ? (
          <button type="button" className={styles.retry} onClick={() => onRetry(photo.key)}>
            {t('posting-photos:retry')}
          </button>
        ) : null}
      </div>
    );
  if (photo.uploading)
    return (
      <div className={styles.state}>
        <progress max={100} value={photo.progress} aria-label={t('posting-photos:progress', { position })} />
        <span>{t('posting-photos:uploading', { percent: photo.progress })}</span>
      </div>
    );
  const text = photo.queued ? 'queued' : photo.processing ? 'processing' : photo.removing ? 'removing' : null;
  if (text) return <p className={styles.state}>{t(`posting-photos:${text}`)}</p>;
  return <p className={styles.meta}>{`${String(photo.width)}×${String(photo.height)}`}</p>;
}

function IconButton({
  label,
  icon,
  disabled,
  onClick,
}: {
  label: string;
  icon: PhotoIconName;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={styles.iconButton}
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
    >
      <PhotoIcon name={icon} />
    </button>
  );
}
