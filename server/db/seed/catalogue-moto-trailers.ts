/** Motorcycles (category 65) and trailers, caravans and campers (category 9). */
import type { MakeSeed } from './catalogue-types';

const MOTO = 65, TRAILERS = 9;
const P = 'petrol', D = 'diesel';
const M = 'manual', A = 'automatic';
// Trailer posting sub-categories (SPEC §2.3).
const OTHER = 113, WALKING_FLOOR = 11, CAMPER = 79, HEAVY = 85, CAR_TRAILER = 109, VAN_TRAILER = 87;
const LOWBED = 111, CARAVAN = 77, SEMI = 101;

export const MOTO_MAKES: MakeSeed[] = [
  { name: 'Honda', category: MOTO, models: [
    { name: 'CB500F', slug: 'cb500f', body: 'naked', price: 7000, tier: 0, gens: [['PC45', 2013, 2018], ['PC63', 2019, null]], engines: [['CB500F 48 CP', P, 471, 48, M]] },
    { name: 'CBR650R', slug: 'cbr650r', body: 'sport', price: 10000, tier: 1, gens: [['RH01', 2019, null]], engines: [['CBR650R 95 CP', P, 649, 95, M]] },
    { name: 'CRF1100L Africa Twin', slug: 'africa-twin', body: 'adventure', price: 17000, tier: 2, gens: [['SD04', 2016, 2019], ['SD10', 2020, null]], engines: [['Africa Twin 102 CP', P, 1084, 102, M], ['Africa Twin DCT 102 CP', P, 1084, 102, A]] },
    { name: 'PCX 125', slug: 'pcx-125', body: 'scooter', price: 3800, tier: 0, gens: [['JK05', 2018, null]], engines: [['PCX 125 13 CP', P, 125, 13, A]] },
    { name: 'NC750X', slug: 'nc750x', body: 'adventure', price: 9500, tier: 1, gens: [['RC90', 2016, 2020], ['RH09', 2021, null]], engines: [['NC750X 58 CP', P, 745, 58, M], ['NC750X DCT 58 CP', P, 745, 58, A]] },
  ] },
  { name: 'Yamaha', category: MOTO, models: [
    { name: 'MT-07', slug: 'mt-07', body: 'naked', price: 8000, tier: 0, gens: [['RM04', 2014, 2020], ['RM33', 2021, null]], engines: [['MT-07 73 CP', P, 689, 73, M]] },
    { name: 'MT-09', slug: 'mt-09', body: 'naked', price: 10500, tier: 1, gens: [['RN29', 2013, 2020], ['RN69', 2021, null]], engines: [['MT-09 119 CP', P, 890, 119, M]] },
    { name: 'YZF-R1', slug: 'yzf-r1', body: 'sport', price: 21000, tier: 2, gens: [['RN32', 2015, null]], engines: [['R1 200 CP', P, 998, 200, M]] },
    { name: 'Tracer 9', slug: 'tracer-9', body: 'touring', price: 14000, tier: 2, gens: [['RN70', 2021, null]], engines: [['Tracer 9 GT 119 CP', P, 890, 119, M]] },
    { name: 'XMAX 300', slug: 'xmax-300', body: 'scooter', price: 6500, tier: 0, gens: [['SG42', 2017, null]], engines: [['XMAX 300 28 CP', P, 292, 28, A]] },
    { name: 'Ténéré 700', slug: 'tenere-700', body: 'adventure', price: 11000, tier: 1, gens: [['DM08', 2019, null]], engines: [['Ténéré 700 73 CP', P, 689, 73, M]] },
  ] },
  { name: 'Kawasaki', category: MOTO, models: [
    { name: 'Z900', slug: 'z900', body: 'naked', price: 10000, tier: 1, gens: [['ZR900', 2017, null]], engines: [['Z900 125 CP', P, 948, 125, M]] },
    { name: 'Ninja 650', slug: 'ninja-650', body: 'sport', price: 8000, tier: 0, gens: [['EX650', 2017, null]], engines: [['Ninja 650 68 CP', P, 649, 68, M]] },
    { name: 'Versys 650', slug: 'versys-650', body: 'touring', price: 9000, tier: 1, gens: [['LE650', 2015, null]], engines: [['Versys 650 67 CP', P, 649, 67, M]] },
  ] },
  { name: 'Suzuki', category: MOTO, models: [
    { name: 'GSX-S750', slug: 'gsx-s750', body: 'naked', price: 8500, tier: 0, gens: [['C5', 2017, 2021]], engines: [['GSX-S750 114 CP', P, 749, 114, M]] },
    { name: 'V-Strom 650', slug: 'v-strom-650', body: 'adventure', price: 9000, tier: 1, gens: [['C7', 2017, null]], engines: [['V-Strom 650 XT 71 CP', P, 645, 71, M]] },
    { name: 'Hayabusa', body: 'sport', price: 20000, tier: 2, gens: [['II', 2008, 2020], ['III', 2021, null]], engines: [['Hayabusa 190 CP', P, 1340, 190, M]] },
  ] },
  { name: 'BMW', category: MOTO, models: [
    { name: 'R 1250 GS', slug: 'r-1250-gs', body: 'adventure', price: 22000, tier: 3, gens: [['K50', 2019, 2023]], engines: [['R 1250 GS 136 CP', P, 1254, 136, M], ['R 1250 GS Adventure 136 CP', P, 1254, 136, M]] },
    { name: 'S 1000 RR', slug: 's-1000-rr', body: 'sport', price: 23000, tier: 3, gens: [['K67', 2019, null]], engines: [['S 1000 RR 207 CP', P, 999, 207, M]] },
    { name: 'F 900 R', slug: 'f-900-r', body: 'naked', price: 11000, tier: 1, gens: [['K83', 2020, null]], engines: [['F 900 R 105 CP', P, 895, 105, M]] },
    { name: 'R nineT', slug: 'r-ninet', body: 'naked', price: 17000, tier: 2, gens: [['K21', 2014, 2023]], engines: [['R nineT 110 CP', P, 1170, 110, M]] },
  ] },
  { name: 'KTM', slug: 'ktm', category: MOTO, models: [
    { name: '390 Duke', slug: '390-duke', body: 'naked', price: 5800, tier: 0, gens: [['II', 2017, 2023], ['III', 2024, null]], engines: [['390 Duke 44 CP', P, 373, 44, M]] },
    { name: '790 Adventure', slug: '790-adventure', body: 'adventure', price: 13000, tier: 1, gens: [['I', 2019, null]], engines: [['790 Adventure 95 CP', P, 799, 95, M]] },
    { name: '1290 Super Duke R', slug: '1290-super-duke-r', body: 'naked', price: 21000, tier: 2, gens: [['III', 2020, null]], engines: [['1290 Super Duke R 180 CP', P, 1301, 180, M]] },
  ] },
  { name: 'Ducati', category: MOTO, models: [
    { name: 'Monster', body: 'naked', price: 12500, tier: 1, gens: [['821', 2014, 2020], ['937', 2021, null]], engines: [['Monster 111 CP', P, 937, 111, M], ['Monster 821 109 CP', P, 821, 109, M]] },
    { name: 'Panigale V4', slug: 'panigale-v4', body: 'sport', price: 28000, tier: 3, gens: [['I', 2018, null]], engines: [['Panigale V4 215 CP', P, 1103, 215, M], ['Panigale V4 S 215 CP', P, 1103, 215, M]] },
    { name: 'Multistrada V4', slug: 'multistrada-v4', body: 'adventure', price: 25000, tier: 3, gens: [['I', 2021, null]], engines: [['Multistrada V4 S 170 CP', P, 1158, 170, M]] },
    { name: 'Scrambler Icon', slug: 'scrambler-icon', body: 'naked', price: 10000, tier: 0, gens: [['I', 2015, 2022], ['II', 2023, null]], engines: [['Scrambler Icon 73 CP', P, 803, 73, M]] },
  ] },
  { name: 'Harley-Davidson', category: MOTO, models: [
    { name: 'Sportster S', body: 'cruiser', price: 17000, tier: 2, gens: [['RH1250S', 2021, null]], engines: [['Revolution Max 1250T 121 CP', P, 1252, 121, M]] },
    { name: 'Street Glide', body: 'touring', price: 32000, tier: 3, gens: [['FLHX', 2017, null]], engines: [['Milwaukee-Eight 114 94 CP', P, 1868, 94, M]] },
    { name: 'Fat Boy', body: 'cruiser', price: 24000, tier: 2, gens: [['FLFB', 2018, null]], engines: [['Milwaukee-Eight 114 94 CP', P, 1868, 94, M]] },
  ] },
  { name: 'Triumph', category: MOTO, models: [
    { name: 'Street Triple RS', body: 'naked', price: 13000, tier: 2, gens: [['765', 2017, null]], engines: [['Street Triple RS 130 CP', P, 765, 130, M]] },
    { name: 'Tiger 900', body: 'adventure', price: 15000, tier: 2, gens: [['I', 2020, null]], engines: [['Tiger 900 GT 95 CP', P, 888, 95, M], ['Tiger 900 Rally Pro 95 CP', P, 888, 95, M]] },
    { name: 'Bonneville T120', body: 'naked', price: 13000, tier: 1, gens: [['II', 2016, null]], engines: [['Bonneville T120 80 CP', P, 1200, 80, M]] },
  ] },
  { name: 'Piaggio', category: MOTO, models: [
    { name: 'Vespa Primavera 125', slug: 'vespa-primavera-125', body: 'scooter', price: 4500, tier: 0, gens: [['III', 2013, null]], engines: [['Primavera 125 11 CP', P, 125, 11, A]] },
    { name: 'Beverly 300', slug: 'beverly-300', body: 'scooter', price: 5500, tier: 0, gens: [['III', 2020, null]], engines: [['Beverly 300 hpe 26 CP', P, 278, 26, A]] },
    { name: 'MP3 500', slug: 'mp3-500', body: 'scooter', price: 10000, tier: 1, gens: [['II', 2018, null]], engines: [['MP3 500 hpe 44 CP', P, 493, 44, A]] },
  ] },
];

export const TRAILER_MAKES: MakeSeed[] = [
  { name: 'Krone', category: TRAILERS, models: [
    { name: 'Profi Liner', body: null, price: 32000, tier: 1, subs: [SEMI], gens: [['SD', 2010, null]], engines: [['SD 27 t, 3 axe', null, null, null, null]] },
    { name: 'Cool Liner', body: null, price: 60000, tier: 1, subs: [SEMI], gens: [['SD', 2010, null]], engines: [['SD frigorifică Thermo King', null, null, null, null]] },
    { name: 'Mega Liner', body: null, price: 35000, tier: 1, subs: [SEMI], gens: [['SD', 2010, null]], engines: [['SD Mega 100 m³', null, null, null, null]] },
  ] },
  { name: 'Schmitz Cargobull', category: TRAILERS, models: [
    { name: 'S.CS Curtainsider', slug: 's-cs', body: null, price: 33000, tier: 1, subs: [SEMI], gens: [['S.CS', 2008, null]], engines: [['S.CS Universal 3 axe', null, null, null, null]] },
    { name: 'S.KO Cool', slug: 's-ko-cool', body: null, price: 62000, tier: 1, subs: [SEMI], gens: [['S.KO', 2008, null]], engines: [['S.KO Cool Smart', null, null, null, null]] },
    { name: 'S.KI Tipper', slug: 's-ki', body: null, price: 45000, tier: 1, subs: [SEMI, LOWBED], gens: [['S.KI', 2008, null]], engines: [['S.KI 24 m³ basculantă', null, null, null, null]] },
  ] },
  { name: 'Kögel', slug: 'kogel', category: TRAILERS, models: [
    { name: 'Cargo', body: null, price: 30000, tier: 0, subs: [SEMI], gens: [['SN24', 2012, null]], engines: [['Cargo SN24 3 axe', null, null, null, null]] },
    { name: 'Mega', body: null, price: 32000, tier: 0, subs: [SEMI], gens: [['SN24', 2012, null]], engines: [['Mega SN24 3 axe', null, null, null, null]] },
  ] },
  { name: 'Schwarzmüller', slug: 'schwarzmuller', category: TRAILERS, models: [
    { name: 'Basculantă 3 axe', slug: 'basculanta-3-axe', body: null, price: 48000, tier: 1, subs: [SEMI, LOWBED], gens: [['K-Serie', 2012, null]], engines: [['K-Serie 24 m³ aluminiu', null, null, null, null]] },
    { name: 'Remorcă tandem', slug: 'remorca-tandem', body: null, price: 28000, tier: 0, subs: [HEAVY], gens: [['A-Serie', 2012, null]], engines: [['A-Serie 18 t', null, null, null, null]] },
  ] },
  { name: 'Wielton', category: TRAILERS, models: [
    { name: 'NS 3 K', slug: 'ns-3-k', body: null, price: 38000, tier: 0, subs: [SEMI], gens: [['I', 2014, null]], engines: [['NS 3 K basculantă 27 m³', null, null, null, null]] },
    { name: 'PRS', slug: 'prs', body: null, price: 25000, tier: 0, subs: [HEAVY], gens: [['I', 2014, null]], engines: [['PRS 2 axe 18 t', null, null, null, null]] },
  ] },
  { name: 'Goldhofer', category: TRAILERS, models: [
    { name: 'STZ-L', slug: 'stz-l', body: null, price: 110000, tier: 1, subs: [LOWBED], gens: [['I', 2010, null]], engines: [['STZ-L 4 axe trailer agabaritic', null, null, null, null]] },
  ] },
  { name: 'Faymonville', category: TRAILERS, models: [
    { name: 'MultiMAX', body: null, price: 95000, tier: 1, subs: [LOWBED], gens: [['I', 2012, null]], engines: [['MultiMAX 3 axe extensibil', null, null, null, null]] },
  ] },
  { name: 'Knapen', category: TRAILERS, models: [
    { name: 'K100', slug: 'k100', body: null, price: 70000, tier: 1, subs: [WALKING_FLOOR], gens: [['I', 2012, null]], engines: [['K100 Walking Floor 92 m³', null, null, null, null]] },
  ] },
  { name: 'Humbaur', category: TRAILERS, models: [
    { name: 'HA 132513', slug: 'ha-132513', body: null, price: 2200, tier: 0, subs: [CAR_TRAILER], gens: [['I', 2012, null]], engines: [['HA 132513 1,3 t', null, null, null, null]] },
    { name: 'HU 253015', slug: 'hu-253015', body: null, price: 4800, tier: 0, subs: [VAN_TRAILER, CAR_TRAILER], gens: [['I', 2012, null]], engines: [['HU 253015 2,5 t platformă', null, null, null, null]] },
  ] },
  { name: 'Brenderup', category: TRAILERS, models: [
    { name: '1205 S', slug: '1205-s', body: null, price: 1500, tier: 0, subs: [CAR_TRAILER], gens: [['I', 2010, null]], engines: [['1205 S 750 kg', null, null, null, null]] },
    { name: '4310', slug: '4310', body: null, price: 3200, tier: 0, subs: [CAR_TRAILER, VAN_TRAILER], gens: [['I', 2010, null]], engines: [['4310 TB 2 t', null, null, null, null]] },
  ] },
  { name: 'Böckmann', slug: 'bockmann', category: TRAILERS, models: [
    { name: 'TL-AL', slug: 'tl-al', body: null, price: 5500, tier: 0, subs: [VAN_TRAILER], gens: [['I', 2012, null]], engines: [['TL-AL 3 t', null, null, null, null]] },
    { name: 'Champion', body: null, price: 9000, tier: 1, subs: [OTHER], gens: [['I', 2012, null]], engines: [['Champion R remorcă cai', null, null, null, null]] },
  ] },
  { name: 'Hobby', category: TRAILERS, models: [
    { name: 'De Luxe 460 UFe', slug: 'de-luxe-460-ufe', body: null, price: 22000, tier: 1, subs: [CARAVAN], gens: [['I', 2012, null]], engines: [['De Luxe 460 UFe, 4 locuri', null, null, null, null]] },
    { name: 'Prestige 560', slug: 'prestige-560', body: null, price: 32000, tier: 2, subs: [CARAVAN], gens: [['I', 2012, null]], engines: [['Prestige 560 WLU, 4 locuri', null, null, null, null]] },
  ] },
  { name: 'Knaus', category: TRAILERS, models: [
    { name: 'Sport 460', slug: 'sport-460', body: null, price: 20000, tier: 1, subs: [CARAVAN], gens: [['I', 2012, null]], engines: [['Sport 460 EU, 4 locuri', null, null, null, null]] },
    { name: 'Van TI', slug: 'van-ti', body: null, price: 75000, tier: 2, subs: [CAMPER], gens: [['I', 2016, null]], engines: [['Van TI 650 MEG pe Fiat Ducato 2.3 140 CP', D, 2287, 140, M]] },
  ] },
  { name: 'Adria', category: TRAILERS, models: [
    { name: 'Altea 472', slug: 'altea-472', body: null, price: 19000, tier: 1, subs: [CARAVAN], gens: [['I', 2012, null]], engines: [['Altea 472 PK, 5 locuri', null, null, null, null]] },
    { name: 'Coral', body: null, price: 80000, tier: 2, subs: [CAMPER], gens: [['I', 2015, null]], engines: [['Coral 670 SL pe Fiat Ducato 2.3 160 CP', D, 2287, 160, M], ['Coral 670 SL pe Fiat Ducato 2.2 180 CP automat', D, 2184, 180, A]] },
  ] },
  { name: 'Hymer', category: TRAILERS, models: [
    { name: 'B-Klasse', slug: 'b-klasse', body: null, price: 110000, tier: 3, subs: [CAMPER], gens: [['ML-T', 2018, null]], engines: [['B-ML T 570 pe Mercedes Sprinter 2.0 170 CP', D, 1950, 170, A]] },
    { name: 'Exsis', body: null, price: 85000, tier: 2, subs: [CAMPER], gens: [['I', 2012, null]], engines: [['Exsis-i 580 pe Fiat Ducato 2.3 140 CP', D, 2287, 140, M]] },
  ] },
];

