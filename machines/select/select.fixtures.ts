/**
 * Concrete inputs and events of the select field, read by the model tests and the explorer.
 * Four scenarios, each small enough to walk through the real component: fuel types in multiple
 * mode on desktop and on a phone (4 options, no search box), makes in single mode with a
 * mandatory selection on desktop (5 options) and on a phone (20 options, so the dialog shows
 * its search box; the highlight is not walked there, 20 rows would only multiply paths).
 */
import { ALL_KEY, type SelectOption } from '@/lib/select/select-option';
import type { FixtureEvent, FlowScenario } from '../registry.types';
import type { SelectEvent, SelectInput } from './select.types';

/** Fuel types with captions, as in the listing filters. */
export const FUEL_OPTIONS: readonly SelectOption[] = [
  { id: 'petrol', label: 'Benzină', caption: '12.400 anunțuri' },
  { id: 'diesel', label: 'Diesel', caption: '18.950 anunțuri' },
  { id: 'electric', label: 'Electric', caption: '830 anunțuri' },
];

const MAKE_LABELS = [
  'Alfa Romeo',
  'Audi',
  'BMW',
  'Citroën',
  'Dacia',
  'Fiat',
  'Ford',
  'Honda',
  'Hyundai',
  'Kia',
  'Mazda',
  'Mercedes-Benz',
  'Nissan',
  'Opel',
  'Peugeot',
  'Renault',
  'Škoda',
  'Toyota',
  'Volkswagen',
  'Volvo',
];

/** A self-contained prefix icon (the make's initial on a disc), so fixtures need no image files. */
function initialIcon(label: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><circle cx="12" cy="12" r="12" fill="#142355"/><text x="12" y="16.5" font-family="Arial" font-size="12" font-weight="700" fill="#fff" text-anchor="middle">${label.charAt(0)}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** Twenty makes with a prefix icon each: enough for the dialog's search box. Ids are slugs ('skoda'). */
export const MAKE_OPTIONS: readonly SelectOption[] = MAKE_LABELS.map((label) => {
  const id = label
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/gu, '-');
  return { id, label, preffixIcon: initialIcon(label) };
});

/** Multiple mode, fuel types, nothing selected. */
export const FUEL_INPUT: SelectInput = {
  options: FUEL_OPTIONS,
  mode: 'multiple',
  selected: [],
  disallowEmptySelection: false,
  device: 'desktop',
  label: 'Combustibil',
  name: 'fuel',
};

/** Single mode, the 20 makes, Dacia preselected, empty selection not allowed. */
export const MAKE_INPUT: SelectInput = {
  options: MAKE_OPTIONS,
  mode: 'single',
  selected: ['dacia'],
  disallowEmptySelection: true,
  device: 'mobile',
  label: 'Marcă',
  name: 'make',
};

const FEW_MAKES = new Set(['bmw', 'dacia', 'opel', 'volkswagen', 'volvo']);

/** Five makes on desktop: the inline list filters at any size. */
export const FEW_MAKES_INPUT: SelectInput = {
  ...MAKE_INPUT,
  options: MAKE_OPTIONS.filter((option) => FEW_MAKES.has(option.id)),
  device: 'desktop',
};

const commonEvents: FixtureEvent<SelectEvent>[] = [
  { type: 'field.close' },
  { type: 'query.change', query: '' },
  { type: 'query.submit' },
  { type: 'highlight.next' },
  { type: 'highlight.previous' },
  { type: 'selection.clear' },
  { type: 'dialog.confirm' },
  { type: 'dialog.back' },
  { type: 'xstate.after.100.select.autoSelecting' },
];

/** Desktop, fuel types: 'die' filters to one; toggling diesel and 'all' reaches every select-all state. */
export const FUEL_DESKTOP_EVENTS: readonly FixtureEvent<SelectEvent>[] = [
  { type: 'field.open', device: 'desktop' },
  ...commonEvents,
  { type: 'query.change', query: 'die' },
  { type: 'option.toggle', id: 'diesel' },
  { type: 'option.toggle', id: ALL_KEY },
];

/** Phone, fuel types: the dialog has no search box with 4 options, so queries are refused. */
export const FUEL_MOBILE_EVENTS: readonly FixtureEvent<SelectEvent>[] = [
  { type: 'field.open', device: 'mobile' },
  ...commonEvents,
  { type: 'option.toggle', id: 'diesel' },
  { type: 'option.toggle', id: ALL_KEY },
];

/** Makes on a phone: 'volv' matches only Volvo (Enter auto-selects it), 'o' several, 'zzz' none; 'all' is refused. */
const makeEvents: FixtureEvent<SelectEvent>[] = [
  ...commonEvents,
  { type: 'query.change', query: 'volv' },
  { type: 'query.change', query: 'o' },
  { type: 'query.change', query: 'zzz' },
  { type: 'option.toggle', id: 'bmw' },
  { type: 'option.toggle', id: ALL_KEY },
];

/** Scenarios after the default (fuel types on desktop). */
export const SELECT_SCENARIOS: readonly FlowScenario<SelectInput, SelectEvent>[] = [
  {
    id: 'combustibil-mobil',
    title: 'Combustibil pe mobil: dialog fără căutare, alegeri în așteptare până la confirmare',
    input: { ...FUEL_INPUT, device: 'mobile' },
    events: FUEL_MOBILE_EVENTS,
    // The keyboard scenario below walks the highlight in the dialog; here it would multiply
    // every pending selection by every committed one and every active row.
    skipEvents: ['highlight.next', 'highlight.previous'],
  },
  {
    id: 'combustibil-tableta-tastatura',
    title: 'Două combustibile pe tabletă, doar din tastatură: săgeți și Enter în dialog',
    input: { ...FUEL_INPUT, options: FUEL_OPTIONS.slice(0, 2), device: 'tablet' },
    events: [{ type: 'field.open', device: 'tablet' }, ...commonEvents],
  },
  {
    id: 'marca-desktop',
    title: 'Marcă pe desktop: mod simplu, selecție obligatorie, Enter cu o singură potrivire',
    input: FEW_MAKES_INPUT,
    events: [
      { type: 'field.open', device: 'desktop' },
      ...commonEvents,
      { type: 'query.change', query: 'volv' },
      { type: 'option.toggle', id: 'bmw' },
    ],
    // Moving up through the list is walked with the fuel types; here it only adds paths.
    skipEvents: ['highlight.previous'],
  },
  {
    id: 'marca-mobil',
    title: 'Marcă pe mobil: 20 de opțiuni, dialog cu căutare',
    input: MAKE_INPUT,
    events: [{ type: 'field.open', device: 'mobile' }, ...makeEvents],
    skipEvents: ['highlight.next', 'highlight.previous'],
  },
];

/**
 * The option ids whose label contains each query the events type (case-insensitive, SPEC §2.6),
 * over every option these fixtures use, in option order; written out by hand so the screen
 * checks do not ask the filtering code what to expect.
 */
export const SELECT_EXPECTED_MATCHES: Readonly<Record<string, readonly string[]>> = {
  die: ['diesel'],
  volv: ['volvo'],
  o: ['alfa-romeo', 'citroen', 'ford', 'honda', 'opel', 'peugeot', 'skoda', 'toyota', 'volkswagen', 'volvo'],
  zzz: [],
};
