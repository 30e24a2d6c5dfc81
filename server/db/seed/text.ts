/** Romanian titles and descriptions for seeded adverts, composed from a few sentence pools. */
import type { FuelCode, GearboxCode } from '../schema/catalogue';
import { EQUIPMENT_LABELS, type EquipmentCode } from './equipment-data';
import type { Rng } from './random';

const FUEL_RO: Record<FuelCode, string> = {
  petrol: 'benzină',
  diesel: 'diesel',
  electric: 'electric',
  hybrid: 'hibrid plug-in',
  hybrid_petrol: 'hibrid (benzină)',
  hybrid_diesel: 'hibrid (diesel)',
  petrol_lpg: 'benzină + GPL',
  petrol_cng: 'benzină + CNG',
  cng: 'CNG',
};

/** 145000 -> '145.000' (Romanian thousands separator). */
export function formatNumber(value: number): string {
  return String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** The facts a description talks about. */
export interface AdvertFacts {
  category: number;
  makeName: string;
  modelName: string;
  versionName: string | null;
  generationName: string | null;
  year: number | null;
  mileage: number | null;
  fuel: FuelCode | null;
  gearbox: GearboxCode | null;
  equipment: readonly EquipmentCode[];
  professional: boolean;
  cityName: string;
  /** Machinery: operating hours (a machine without an engine has none). */
  operatingHours?: number | null;
  /** A new vehicle from a dealer. */
  isNew?: boolean;
}

const TITLE_SUFFIXES = [
  'Full option',
  'Garanție 12 luni',
  'Carte service',
  'Import Germania',
  'Unic proprietar',
  'Km reali',
  'Preț negociabil',
  'Stare impecabilă',
  'Primul proprietar în România',
  'Istoric complet',
  'TVA deductibil',
  'Posibilitate rate',
];

/**
 * Make, model and version without repeating the model: 'EQA' + 'EQA 250' -> 'EQA 250',
 * 'Clasa S' + 'S 580 e' -> 'Clasa S 580 e'.
 */
export function vehicleName(facts: Pick<AdvertFacts, 'makeName' | 'modelName' | 'versionName'>): string {
  const { makeName, modelName, versionName } = facts;
  if (!versionName) return `${makeName} ${modelName}`;
  if (versionName.toLowerCase().startsWith(modelName.toLowerCase())) return `${makeName} ${versionName}`;
  const lastWord = modelName.split(' ').pop() ?? '';
  const [firstWord, ...rest] = versionName.split(' ');
  if (rest.length > 0 && firstWord === lastWord) return `${makeName} ${modelName} ${rest.join(' ')}`;
  return `${makeName} ${modelName} ${versionName}`;
}

/** A listing title: make, model and version, sometimes with a selling point. */
export function vehicleTitle(rng: Rng, facts: AdvertFacts): string {
  const base = vehicleName(facts);
  return rng.chance(0.35) ? `${base} – ${rng.pick(TITLE_SUFFIXES)}` : base;
}

const CONDITION = [
  'Mașina este foarte bine întreținută, fără accidente, cu toate reviziile făcute la timp.',
  'Stare tehnică și estetică foarte bună, nu necesită investiții.',
  'Revizie completă făcută recent (ulei, filtre, plăcuțe de frână).',
  'Vopsea originală în proporție de 90%, interior curat, fără uzură.',
  'Distribuția a fost schimbată, are ITP valabil încă doi ani.',
  'Nefumător, folosit mai mult pe autostradă, consum redus.',
];
const PRIVATE_CLOSING = [
  'Preț ușor negociabil la vizionare.',
  'Accept verificarea la orice service autorizat, pe cheltuiala cumpărătorului.',
  'Vând din cauza achiziționării unui autovehicul mai mare.',
  'Anvelope de vară și de iarnă incluse în preț.',
  'Rog seriozitate, fără schimburi.',
];
const DEALER_CLOSING = [
  'Oferim garanție 12 luni și istoric service verificat.',
  'Posibilitate de finanțare în rate sau leasing, cu avans de la 10%.',
  'Acceptăm mașina dumneavoastră în parc (buy-back) la cea mai bună evaluare.',
  'Factură cu TVA deductibil pentru persoane juridice.',
  'Verificare tehnică în 120 de puncte înainte de livrare.',
  'Test drive la cerere, cu programare.',
];

function equipmentSentence(rng: Rng, equipment: readonly EquipmentCode[]): string {
  if (equipment.length === 0) return '';
  // Highlight the better equipment first (lists go from basic to luxury).
  const best = [...equipment].reverse();
  const picked = rng.subset(best, 0.5).slice(0, 7);
  const labels = (picked.length > 0 ? picked : best.slice(0, 3)).map((code) => EQUIPMENT_LABELS[code][0].toLowerCase());
  return ` Dotări: ${labels.join(', ')}.`;
}

function engineSentence(facts: AdvertFacts): string {
  const parts: string[] = [];
  if (facts.fuel) parts.push(`motorizare ${FUEL_RO[facts.fuel]}`);
  if (facts.gearbox) parts.push(facts.gearbox === 'automatic' ? 'cutie de viteze automată' : 'cutie de viteze manuală');
  if (parts.length === 0) return '';
  const sentence = parts.join(', ');
  return ` ${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`;
}

function closing(rng: Rng, facts: AdvertFacts): string {
  if (facts.professional) {
    const lines = rng.subset(DEALER_CLOSING, 0.5);
    return ` ${[...lines, `Vă așteptăm la sediul nostru din ${facts.cityName}, de luni până sâmbătă.`].join(' ')}`;
  }
  return ` ${rng.subset(PRIVATE_CLOSING, 0.4).join(' ')} Vizionare în ${facts.cityName}.`.replace(/ +/g, ' ');
}

/** How a condition sentence names the vehicle, by category (feminine nouns, as the sentences agree). */
const SUBJECT_BY_CATEGORY: Record<number, string> = { 65: 'Motocicleta', 81: 'Autoutilitara', 9: 'Autorulota' };

const NEW_VEHICLE = [
  'Autovehicul nou, neînmatriculat, disponibil imediat din stoc.',
  'Mașină nouă din stoc, cu garanția producătorului și prima revizie inclusă.',
  'Nou, din stocul reprezentanței, livrare în aceeași săptămână.',
];

/** A description for a car, van, motorcycle, truck or camper. */
export function vehicleDescription(rng: Rng, facts: AdvertFacts): string {
  const subject = vehicleName(facts);
  if (facts.isNew)
    return `Vă propunem ${subject}, an ${facts.year ?? ''}. ${rng.pick(NEW_VEHICLE)}${engineSentence(facts)}${equipmentSentence(rng, facts.equipment)}${closing(rng, facts)}`;
  const opening = facts.professional ? `Vă propunem ${subject}` : `Vând ${subject}`;
  const year = facts.year ? ` din ${facts.year}` : '';
  const km = facts.mileage !== null ? `, cu ${formatNumber(facts.mileage)} km reali` : '';
  const condition = rng.pick(CONDITION).replace('Mașina', SUBJECT_BY_CATEGORY[facts.category] ?? 'Mașina');
  return `${opening}${year}${km}.${engineSentence(facts)} ${condition}${equipmentSentence(rng, facts.equipment)}${closing(rng, facts)}`.trim();
}

/** A description for agricultural or construction machinery (engine hours instead of km). */
export function machineDescription(rng: Rng, facts: AdvertFacts): string {
  const subject = vehicleName(facts);
  const hours = formatNumber(facts.operatingHours ?? rng.int(3, 120) * 100);
  const opening = facts.professional ? `Vă oferim ${subject}` : `Vând ${subject}`;
  const year = facts.year ? `, an de fabricație ${facts.year}` : '';
  const usage = facts.fuel
    ? ` ${hours} ore de funcționare, întreținut la dealer autorizat.`
    : ' Utilajul este complet funcțional, gata de lucru.';
  const extra = rng.pick([
    'Anvelopele/șenilele sunt în stare foarte bună.',
    'Toate sistemele hidraulice funcționează perfect, fără scurgeri.',
    'Se poate vedea în funcțiune la cerere.',
    'Livrare posibilă în toată țara, transport cu trailer.',
  ]);
  return `${opening}${year}.${usage} ${extra}${equipmentSentence(rng, facts.equipment)}${closing(rng, facts)}`;
}

/** A description for a trailer, semi-trailer or caravan. */
export function trailerDescription(rng: Rng, facts: AdvertFacts): string {
  const subject = `${facts.makeName} ${facts.modelName}${facts.versionName ? ` (${facts.versionName})` : ''}`;
  const opening = facts.professional ? `Vă propunem ${subject}` : `Vând ${subject}`;
  const year = facts.year ? `, fabricație ${facts.year}` : '';
  const extra = rng.pick([
    'Înmatriculată, cu ITP valabil.',
    'Podea în stare foarte bună, prelată fără rupturi.',
    'Frâne și rulmenți revizuiți recent.',
    'Acte la zi, gata de drum.',
  ]);
  return `${opening}${year}. ${extra}${equipmentSentence(rng, facts.equipment)}${closing(rng, facts)}`;
}

/** Title of a parts advert: the part and the vehicle it fits. */
export function partTitle(part: string, facts: AdvertFacts): string {
  const generation = facts.generationName && facts.generationName.length <= 10 ? ` ${facts.generationName}` : '';
  return `${part} ${facts.makeName} ${facts.modelName}${generation}`;
}

/** Description of a parts advert. */
export function partDescription(rng: Rng, part: string, facts: AdvertFacts): string {
  const state = rng.pick([
    'nouă, în cutie',
    'second-hand, în stare foarte bună',
    'originală, demontată de pe vehicul funcțional',
    'aftermarket, calitate OE',
  ]);
  const delivery = rng.pick([
    'Livrare prin curier în 24–48 de ore, cu plata ramburs.',
    'Ridicare personală sau livrare prin curier.',
    'Trimit oriunde în țară, cu verificare la livrare.',
  ]);
  const warranty = facts.professional ? ' Garanție 30 de zile, factură fiscală.' : '';
  const years = facts.year ? ` (fabricație ${facts.year})` : '';
  return `${part} pentru ${facts.makeName} ${facts.modelName}${years}, ${state}. Piesa este verificată și funcțională. ${delivery}${warranty} Cod piesă la cerere.`;
}
