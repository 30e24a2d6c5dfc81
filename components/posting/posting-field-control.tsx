/**
 * One field of the posting form, by name (lib/posting/posting-fields.ts lists which a step shows
 * in a category): numbers as text the way people type them, catalogue choices as selects, the
 * equipment as a group of checkboxes. The problem under each field is the machine's.
 */
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/forms/text-field';
import { FUEL_TYPES, fuelLabelKey } from '@/lib/ads/advert-enums';
import { useFeatureFlag } from '@/lib/feature-flags/use-feature-flags';
import { PART_TYPES, partTypeCode, partTypeLabelKey } from '@/lib/ads/part-types';
import { readRomanianNumber } from '@/lib/format/number';
import { type PostingField, postingKindOf } from '@/lib/posting/posting-fields';
import { POSTING_LIMITS } from '@/lib/posting/posting-rules';
import type { PostingView } from '@/machines/posting/use-posting';
import { ChoiceField, type ChoiceOption } from './choice-field';
import { RegisterConsent } from './vehicle/register-consent';
import { RegistrationField } from './vehicle/registration-field';
import { VinField } from './vehicle/vin-field';
import { EquipmentField } from './equipment-field';
import { LocationField } from './location-field';
import type { PostingFormOptions } from '@/lib/posting/posting-form-options';
import styles from './posting.module.css';

const NUMBER_FIELDS = new Set<PostingField>([
  'year',
  'mileage',
  'enginePower',
  'engineCapacity',
  'doorCount',
  'operatingHours',
  'weightKg',
  'price',
]);
const LOCKABLE = new Set<PostingField>(['vin', 'makeId', 'modelId', 'year']);

const LABEL_KEY: Partial<Record<PostingField, string>> = {
  makeId: 'fields.make',
  modelId: 'fields.model',
  generationId: 'fields.generation',
  versionId: 'fields.version',
  compatibleMakeId: 'fields.compatibleMake',
  compatibleModelId: 'fields.compatibleModel',
  cityId: 'fields.city',
};

const idOptions = (list: readonly { id: number; name: string }[]): ChoiceOption[] =>
  list.map((o) => ({ value: String(o.id), label: o.name }));
const idOf = (value: string): number | null => (value === '' ? null : Number(value));
const yearOf = (raw: string): number | null => {
  const n = readRomanianNumber(raw);
  return n === null || !Number.isInteger(n) ? null : n;
};

export interface PostingFieldControlProps {
  readonly field: PostingField;
  readonly view: PostingView;
  readonly options: PostingFormOptions;
  /** The form's category (a machine is new when unused, not when unregistered). */
  readonly categoryId: number;
}

export function PostingFieldControl({ field, view, options, categoryId }: PostingFieldControlProps) {
  const { t } = useTranslation(['posting', 'common', 'vehicle']);
  const { values, problems, choices, change } = view;
  const problem = problems[field];
  const label = t(LABEL_KEY[field] ?? `fields.${field}`);
  const disabled = view.identityLocked && LOCKABLE.has(field);
  const years = (from: number, to: number | null) => `${from}–${to ?? t('posting:fields.now')}`;
  // Without its decoder (feature flags vinDecoder, plateDecoder) the field is a plain text field.
  const vinDecoder = useFeatureFlag('vinDecoder');
  const plateDecoder = useFeatureFlag('plateDecoder');

  if (field === 'makeId' || field === 'compatibleMakeId')
    return (
      <ChoiceField
        label={label}
        value={values[field] === null ? '' : String(values[field])}
        options={idOptions(choices.makes)}
        onChange={(value) => change(field, idOf(value))}
        problem={problem}
        disabled={disabled}
      />
    );
  if (field === 'modelId' || field === 'compatibleModelId')
    return (
      <ChoiceField
        label={label}
        value={values[field] === null ? '' : String(values[field])}
        options={idOptions(choices.models)}
        onChange={(value) => change(field, idOf(value))}
        problem={problem}
        disabled={disabled || (field === 'modelId' ? values.makeId === null : values.compatibleMakeId === null)}
      />
    );
  if (field === 'generationId')
    return (
      <ChoiceField
        label={label}
        value={values.generationId === null ? '' : String(values.generationId)}
        options={choices.generations.map((g) => ({
          value: String(g.id),
          label: `${g.name} (${years(g.yearFrom, g.yearTo)})`,
        }))}
        onChange={(value) => change('generationId', idOf(value))}
        problem={problem}
        disabled={values.modelId === null}
      />
    );
  if (field === 'versionId')
    return (
      <ChoiceField
        label={label}
        hint={t('fields.versionHint')}
        value={values.versionId === null ? '' : String(values.versionId)}
        options={idOptions(choices.versions)}
        onChange={(value) => change('versionId', idOf(value))}
        problem={problem}
        disabled={values.generationId === null}
      />
    );
  if (field === 'vin' && vinDecoder)
    return (
      <VinField
        value={values.vin}
        onChange={(value) => change('vin', value)}
        makeId={values.makeId}
        modelId={values.modelId}
        year={yearOf(values.year)}
        advertId={options.advertId}
        onRegisterData={view.fill}
      />
    );
  if (field === 'registrationNumber' && plateDecoder)
    return (
      <RegistrationField
        value={values.registrationNumber}
        onChange={(value) => change('registrationNumber', value)}
        vin={values.vin}
        onRegisterData={view.fill}
      />
    );
  if (field === 'registerConsent')
    return (
      <RegisterConsent checked={values.registerConsent} onChange={(checked) => change('registerConsent', checked)} />
    );
  if (field === 'isNew')
    return (
      <label className={styles.check}>
        <input type="checkbox" checked={values[field]} onChange={(event) => change(field, event.target.checked)} />
        <span>{postingKindOf(categoryId) === 'machinery' ? t('fields.isNewMachine') : label}</span>
      </label>
    );
  if (field === 'fuelType')
    return (
      <ChoiceField
        label={label}
        value={values.fuelType}
        options={FUEL_TYPES.map((fuel) => ({ value: fuel.toLowerCase(), label: t(fuelLabelKey(fuel)) }))}
        onChange={(value) => change('fuelType', value)}
        problem={problem}
      />
    );
  if (field === 'gearbox')
    return (
      <ChoiceField
        label={label}
        value={values.gearbox}
        options={[
          { value: 'manual', label: t('fields.manual') },
          { value: 'automatic', label: t('fields.automatic') },
        ]}
        onChange={(value) => change('gearbox', value)}
        problem={problem}
      />
    );
  if (field === 'bodyType' || field === 'color')
    return (
      <ChoiceField
        label={label}
        value={values[field]}
        options={(field === 'bodyType' ? options.bodyTypes : options.colors).map((code) => ({
          value: code,
          label: t(`vehicle:${field}.${code}`),
        }))}
        onChange={(value) => change(field, value)}
        problem={problem}
      />
    );
  if (field === 'partType')
    return (
      <ChoiceField
        label={label}
        value={values.partType}
        options={PART_TYPES.map((type) => ({ value: partTypeCode(type), label: t(partTypeLabelKey(type)) }))}
        onChange={(value) => change('partType', value)}
        problem={problem}
      />
    );
  if (field === 'equipment') return <EquipmentField view={view} codes={options.equipment} />;
  if (field === 'cityId') return <LocationField view={view} places={options.places} />;
  // The price step's price, gross/net and currency are PriceFields.
  if (field === 'price' || field === 'priceKind' || field === 'currency') return null;
  if (field === 'description')
    return (
      <TextField
        multiline
        label={label}
        value={values.description}
        onValueChange={(value) => change('description', value)}
        errorKey={problem ?? null}
        counter={t('fields.descriptionLeft', {
          count: Math.max(POSTING_LIMITS.descriptionMax - values.description.length, 0),
        })}
      />
    );
  const value = values[field];
  if (typeof value !== 'string') return null;
  return (
    <TextField
      label={label}
      value={value}
      onValueChange={(next) => change(field, next as never)}
      errorKey={problem ?? null}
      disabled={disabled}
      hint={
        field === 'title'
          ? t('fields.titleHint')
          : field === 'firstRegistration'
            ? t('fields.firstRegistrationHint')
            : undefined
      }
      inputMode={NUMBER_FIELDS.has(field) ? 'decimal' : undefined}
      autoComplete="off"
    />
  );
}
