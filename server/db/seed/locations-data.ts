/**
 * Counties (41 + Bucharest, with the codes of their number plates) and their main cities:
 * the county seat first, then the next largest towns. Coordinates are WGS84 city centres.
 */

type CitySeed = readonly [name: string, latitude: number, longitude: number];

/** code -> [county name, cities]. */
export const COUNTIES: Readonly<Record<string, readonly [string, readonly CitySeed[]]>> = {
  AB: [
    'Alba',
    [
      ['Alba Iulia', 46.0667, 23.5833],
      ['Sebeș', 45.9583, 23.5681],
      ['Aiud', 46.31, 23.7189],
      ['Blaj', 46.1753, 23.915],
    ],
  ],
  AG: [
    'Argeș',
    [
      ['Pitești', 44.8565, 24.8692],
      ['Câmpulung', 45.2678, 25.0466],
      ['Curtea de Argeș', 45.1394, 24.6792],
      ['Mioveni', 44.9569, 24.9403],
    ],
  ],
  AR: [
    'Arad',
    [
      ['Arad', 46.1866, 21.3123],
      ['Lipova', 46.0917, 21.6917],
      ['Ineu', 46.4258, 21.84],
    ],
  ],
  B: ['București', [['București', 44.4268, 26.1025]]],
  BC: [
    'Bacău',
    [
      ['Bacău', 46.567, 26.9146],
      ['Onești', 46.25, 26.75],
      ['Moinești', 46.4747, 26.4889],
      ['Comănești', 46.4167, 26.4333],
    ],
  ],
  BH: [
    'Bihor',
    [
      ['Oradea', 47.0465, 21.9189],
      ['Salonta', 46.8, 21.65],
      ['Marghita', 47.35, 22.3333],
      ['Beiuș', 46.6667, 22.35],
    ],
  ],
  BN: [
    'Bistrița-Năsăud',
    [
      ['Bistrița', 47.1357, 24.4908],
      ['Năsăud', 47.2833, 24.4067],
      ['Beclean', 47.1833, 24.1833],
    ],
  ],
  BR: [
    'Brăila',
    [
      ['Brăila', 45.2692, 27.9575],
      ['Ianca', 45.135, 27.4747],
    ],
  ],
  BT: [
    'Botoșani',
    [
      ['Botoșani', 47.7486, 26.6694],
      ['Dorohoi', 47.9597, 26.3997],
    ],
  ],
  BV: [
    'Brașov',
    [
      ['Brașov', 45.6427, 25.5887],
      ['Făgăraș', 45.8447, 24.9736],
      ['Săcele', 45.62, 25.6942],
      ['Codlea', 45.6969, 25.4439],
    ],
  ],
  BZ: [
    'Buzău',
    [
      ['Buzău', 45.15, 26.8333],
      ['Râmnicu Sărat', 45.38, 27.06],
    ],
  ],
  CJ: [
    'Cluj',
    [
      ['Cluj-Napoca', 46.7712, 23.6236],
      ['Turda', 46.5667, 23.7833],
      ['Dej', 47.15, 23.8667],
      ['Câmpia Turzii', 46.5481, 23.88],
      ['Florești', 46.7469, 23.4908],
    ],
  ],
  CL: [
    'Călărași',
    [
      ['Călărași', 44.2, 27.3333],
      ['Oltenița', 44.0867, 26.6367],
    ],
  ],
  CS: [
    'Caraș-Severin',
    [
      ['Reșița', 45.3008, 21.8892],
      ['Caransebeș', 45.4214, 22.2219],
    ],
  ],
  CT: [
    'Constanța',
    [
      ['Constanța', 44.1598, 28.6348],
      ['Mangalia', 43.8167, 28.5833],
      ['Medgidia', 44.25, 28.2833],
      ['Năvodari', 44.3211, 28.6133],
    ],
  ],
  CV: [
    'Covasna',
    [
      ['Sfântu Gheorghe', 45.8667, 25.7833],
      ['Târgu Secuiesc', 46.0, 26.1333],
    ],
  ],
  DB: [
    'Dâmbovița',
    [
      ['Târgoviște', 44.9244, 25.4572],
      ['Moreni', 44.98, 25.6444],
      ['Pucioasa', 45.0742, 25.4342],
    ],
  ],
  DJ: [
    'Dolj',
    [
      ['Craiova', 44.3302, 23.7949],
      ['Calafat', 43.9906, 22.9336],
      ['Băilești', 44.03, 23.35],
    ],
  ],
  GJ: [
    'Gorj',
    [
      ['Târgu Jiu', 45.0333, 23.2833],
      ['Motru', 44.8033, 22.9708],
      ['Rovinari', 44.9167, 23.1667],
    ],
  ],
  GL: [
    'Galați',
    [
      ['Galați', 45.4353, 28.008],
      ['Tecuci', 45.8467, 27.4342],
    ],
  ],
  GR: [
    'Giurgiu',
    [
      ['Giurgiu', 43.9037, 25.9699],
      ['Bolintin-Vale', 44.4489, 25.7572],
    ],
  ],
  HD: [
    'Hunedoara',
    [
      ['Deva', 45.8833, 22.9],
      ['Hunedoara', 45.75, 22.9],
      ['Petroșani', 45.4122, 23.3733],
      ['Orăștie', 45.84, 23.1972],
    ],
  ],
  HR: [
    'Harghita',
    [
      ['Miercurea Ciuc', 46.3594, 25.8017],
      ['Odorheiu Secuiesc', 46.305, 25.2958],
      ['Gheorgheni', 46.7236, 25.6],
    ],
  ],
  IF: [
    'Ilfov',
    [
      ['Voluntari', 44.4667, 26.1333],
      ['Buftea', 44.5667, 25.95],
      ['Otopeni', 44.55, 26.0667],
      ['Popești-Leordeni', 44.38, 26.17],
      ['Chiajna', 44.46, 25.97],
    ],
  ],
  IL: [
    'Ialomița',
    [
      ['Slobozia', 44.5667, 27.3667],
      ['Urziceni', 44.7181, 26.6453],
      ['Fetești', 44.385, 27.8311],
    ],
  ],
  IS: [
    'Iași',
    [
      ['Iași', 47.1585, 27.6014],
      ['Pașcani', 47.25, 26.7333],
      ['Hârlău', 47.4283, 26.9],
    ],
  ],
  MH: [
    'Mehedinți',
    [
      ['Drobeta-Turnu Severin', 44.6369, 22.6597],
      ['Orșova', 44.7253, 22.3961],
    ],
  ],
  MM: [
    'Maramureș',
    [
      ['Baia Mare', 47.6567, 23.585],
      ['Sighetu Marmației', 47.9306, 23.8867],
      ['Borșa', 47.6553, 24.6631],
    ],
  ],
  MS: [
    'Mureș',
    [
      ['Târgu Mureș', 46.5425, 24.5575],
      ['Reghin', 46.7758, 24.7083],
      ['Sighișoara', 46.2197, 24.7964],
      ['Târnăveni', 46.33, 24.27],
    ],
  ],
  NT: [
    'Neamț',
    [
      ['Piatra Neamț', 46.9275, 26.3708],
      ['Roman', 46.92, 26.93],
      ['Târgu Neamț', 47.2, 26.3667],
    ],
  ],
  OL: [
    'Olt',
    [
      ['Slatina', 44.4333, 24.3667],
      ['Caracal', 44.1167, 24.35],
      ['Balș', 44.35, 24.1],
    ],
  ],
  PH: [
    'Prahova',
    [
      ['Ploiești', 44.9364, 26.0128],
      ['Câmpina', 45.125, 25.7333],
      ['Sinaia', 45.35, 25.5514],
      ['Mizil', 45.0, 26.4406],
    ],
  ],
  SB: [
    'Sibiu',
    [
      ['Sibiu', 45.7928, 24.1521],
      ['Mediaș', 46.1667, 24.35],
      ['Cisnădie', 45.7128, 24.1511],
    ],
  ],
  SJ: [
    'Sălaj',
    [
      ['Zalău', 47.1911, 23.0572],
      ['Șimleu Silvaniei', 47.2286, 22.795],
    ],
  ],
  SM: [
    'Satu Mare',
    [
      ['Satu Mare', 47.79, 22.89],
      ['Carei', 47.6833, 22.4667],
    ],
  ],
  SV: [
    'Suceava',
    [
      ['Suceava', 47.6514, 26.2556],
      ['Fălticeni', 47.4597, 26.3],
      ['Rădăuți', 47.8425, 25.9192],
      ['Câmpulung Moldovenesc', 47.53, 25.5514],
      ['Vatra Dornei', 47.35, 25.3667],
    ],
  ],
  TL: [
    'Tulcea',
    [
      ['Tulcea', 45.1667, 28.8],
      ['Babadag', 44.8933, 28.7119],
      ['Măcin', 45.2433, 28.135],
    ],
  ],
  TM: [
    'Timiș',
    [
      ['Timișoara', 45.7489, 21.2087],
      ['Lugoj', 45.6886, 21.9031],
      ['Sânnicolau Mare', 46.0722, 20.6294],
      ['Dumbrăvița', 45.7961, 21.245],
    ],
  ],
  TR: [
    'Teleorman',
    [
      ['Alexandria', 43.9833, 25.3333],
      ['Roșiorii de Vede', 44.1167, 24.9833],
      ['Turnu Măgurele', 43.7517, 24.8708],
    ],
  ],
  VL: [
    'Vâlcea',
    [
      ['Râmnicu Vâlcea', 45.1, 24.3667],
      ['Drăgășani', 44.6611, 24.2606],
      ['Horezu', 45.15, 24.0],
    ],
  ],
  VN: [
    'Vrancea',
    [
      ['Focșani', 45.7, 27.1833],
      ['Adjud', 46.1, 27.1797],
    ],
  ],
  VS: [
    'Vaslui',
    [
      ['Vaslui', 46.6381, 27.7288],
      ['Bârlad', 46.2167, 27.6667],
      ['Huși', 46.6742, 28.0597],
    ],
  ],
};

/** Lower-case ASCII slug: diacritics dropped, anything else becomes '-'. */
export function slugify(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A row of the cities table. */
export interface CityRow {
  id: number;
  countyCode: string;
  name: string;
  slug: string;
  latitude: number;
  longitude: number;
}

/** Cities with stable ids (1-based, in the order above). */
export function cityRows(): CityRow[] {
  const rows: CityRow[] = [];
  for (const [countyCode, [, cities]] of Object.entries(COUNTIES)) {
    for (const [name, latitude, longitude] of cities) {
      rows.push({ id: rows.length + 1, countyCode, name, slug: slugify(name), latitude, longitude });
    }
  }
  return rows;
}

/** Rows of the counties table. */
export function countyRows(): { code: string; name: string }[] {
  return Object.entries(COUNTIES).map(([code, [name]]) => ({ code, name }));
}
