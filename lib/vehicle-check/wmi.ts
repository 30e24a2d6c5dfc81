/**
 * World manufacturer identifiers (ISO 3780, the VIN's first three characters) of the makes our
 * catalogue lists (server/db/seed/catalogue-*.ts), mapped to the catalogue's make slug. Only the
 * codes that are actually assigned to those makes are listed: an unknown code is said to be
 * unknown, never guessed.
 */

/** A manufacturer code's make: the catalogue slug and the name shown. */
export interface WmiMake {
  readonly slug: string;
  readonly name: string;
}

const make = (slug: string, name: string): WmiMake => ({ slug, name });

const DACIA = make('dacia', 'Dacia');
const VW = make('volkswagen', 'Volkswagen');
const SKODA = make('skoda', 'Skoda');
const RENAULT = make('renault', 'Renault');
const FORD = make('ford', 'Ford');
const OPEL = make('opel', 'Opel');
const BMW = make('bmw', 'BMW');
const AUDI = make('audi', 'Audi');
const MERCEDES = make('mercedes-benz', 'Mercedes-Benz');
const TOYOTA = make('toyota', 'Toyota');
const HYUNDAI = make('hyundai', 'Hyundai');
const KIA = make('kia', 'Kia');
const PEUGEOT = make('peugeot', 'Peugeot');
const CITROEN = make('citroen', 'Citroen');
const VOLVO = make('volvo', 'Volvo');
const NISSAN = make('nissan', 'Nissan');
const MAZDA = make('mazda', 'Mazda');
const HONDA = make('honda', 'Honda');
const SUZUKI = make('suzuki', 'Suzuki');
const TESLA = make('tesla', 'Tesla');

/** Three-character codes. */
export const WMI_MAKES: Readonly<Record<string, WmiMake>> = {
  UU1: DACIA,
  UU2: DACIA,
  UU3: DACIA,
  WVW: VW,
  WV1: VW,
  WV2: VW,
  WVG: VW,
  TMB: SKODA,
  VF1: RENAULT,
  VF2: RENAULT,
  WF0: FORD,
  WF1: FORD,
  W0L: OPEL,
  W0V: OPEL,
  WBA: BMW,
  WBS: BMW,
  WBY: BMW,
  WAU: AUDI,
  WUA: AUDI,
  TRU: AUDI,
  WDB: MERCEDES,
  WDD: MERCEDES,
  WDC: MERCEDES,
  WDF: MERCEDES,
  W1K: MERCEDES,
  W1N: MERCEDES,
  W1V: MERCEDES,
  JTD: TOYOTA,
  JTE: TOYOTA,
  JTM: TOYOTA,
  JTN: TOYOTA,
  SB1: TOYOTA,
  VNK: TOYOTA,
  NMT: TOYOTA,
  KMH: HYUNDAI,
  TMA: HYUNDAI,
  NLH: HYUNDAI,
  KNA: KIA,
  KNE: KIA,
  U5Y: KIA,
  U6Y: KIA,
  VF3: PEUGEOT,
  VR3: PEUGEOT,
  VF7: CITROEN,
  VR7: CITROEN,
  ZFA: make('fiat', 'Fiat'),
  YV1: VOLVO,
  YV4: VOLVO,
  VSS: make('seat', 'Seat'),
  JN1: NISSAN,
  JN8: NISSAN,
  SJN: NISSAN,
  VSK: NISSAN,
  JMZ: MAZDA,
  JM1: MAZDA,
  JHM: HONDA,
  SHH: HONDA,
  SHS: HONDA,
  JH2: HONDA,
  '1HG': HONDA,
  '2HG': HONDA,
  '5FN': HONDA,
  JS1: SUZUKI,
  JSA: SUZUKI,
  TSM: SUZUKI,
  VSE: SUZUKI,
  JMB: make('mitsubishi', 'Mitsubishi'),
  JMY: make('mitsubishi', 'Mitsubishi'),
  SAL: make('land-rover', 'Land Rover'),
  WP0: make('porsche', 'Porsche'),
  WP1: make('porsche', 'Porsche'),
  '5YJ': TESLA,
  '7SA': TESLA,
  XP7: TESLA,
  LRW: TESLA,
  // Trucks and buses.
  YS2: make('scania', 'Scania'),
  XLE: make('scania', 'Scania'),
  YV2: VOLVO,
  YB3: VOLVO,
  WMA: make('man', 'MAN'),
  XLR: make('daf', 'DAF'),
  ZCF: make('iveco', 'Iveco'),
  VF6: make('renault-trucks', 'Renault Trucks'),
  // Motorcycles.
  JYA: make('yamaha', 'Yamaha'),
  JKA: make('kawasaki', 'Kawasaki'),
  VBK: make('ktm', 'KTM'),
  ZDM: make('ducati', 'Ducati'),
  SMT: make('triumph', 'Triumph'),
  ZAP: make('piaggio', 'Piaggio'),
  '1HD': make('harley-davidson', 'Harley-Davidson'),
};

/** The make of a VIN's manufacturer code, or null when the code is not one of ours. */
export function wmiMake(vin: string): WmiMake | null {
  return WMI_MAKES[vin.slice(0, 3).toUpperCase()] ?? null;
}

/**
 * Mercedes-Benz trucks carry WDB with a 9 in position 4 (WDB9...): still the make Mercedes-Benz,
 * listed under trucks. True for such a VIN.
 */
export function isMercedesTruck(vin: string): boolean {
  return /^WDB9/i.test(vin);
}
