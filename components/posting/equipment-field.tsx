/**
 * The equipment checkboxes (SPEC §2.6 'equipment autofill from the chosen version'): the version's
 * equipment is ticked when it is chosen; the seller ticks or unticks the rest.
 */
import { useTranslation } from 'react-i18next';
import type { PostingView } from '@/machines/posting/use-posting';
import styles from './posting.module.css';

export function EquipmentField({ view, codes }: { view: PostingView; codes: readonly string[] }) {
  const { t } = useTranslation(['posting', 'vehicle']);
  const ticked = new Set(view.values.equipment);
  const toggle = (code: string, on: boolean) =>
    view.change('equipment', on ? [...view.values.equipment, code] : view.values.equipment.filter((c) => c !== code));
  return (
    <fieldset className={styles.equipment}>
      <legend>{t('fields.equipment')}</legend>
      {view.values.versionId !== null && ticked.size > 0 ? (
        <p className={styles.note}>{t('fields.equipmentFilled')}</p>
      ) : null}
      <ul>
        {codes.map((code) => (
          <li key={code}>
            <label className={styles.check}>
              <input
                type="checkbox"
                checked={ticked.has(code)}
                onChange={(event) => toggle(code, event.target.checked)}
              />
              <span>{t(`vehicle:equipment.${code}`)}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
