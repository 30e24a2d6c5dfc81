/** Agricultural machinery (category 1) and construction machinery (category 31). */
import type { EngineSeed, MakeSeed } from './catalogue-types';

const AGRI = 1, BUILD = 31;
const D = 'diesel', E = 'electric', LPG = 'petrol_lpg';
const M = 'manual', A = 'automatic';
// Agricultural sub-categories (SPEC §2.3).
const OTHER_AG = 5, COMBINE = 107, FOREST = 128, BALER = 21, FERTILIZER = 17, DIGGING = 15, STORAGE = 27;
const HARVEST = 19, CULTIVATION = 13, LIVESTOCK = 7, IRRIGATION = 25, SPRAYER = 23, TRACTOR = 3;
// Construction sub-categories.
const ACCESSORY = 33, OTHER_C = 47, BACKHOE = 35, DOZER = 37, DUMPER = 105, ROLLER = 63, CRUSHER = 41;
const EXCAVATOR = 43, GENERATOR = 53, GRADER = 49, LOADER = 51, CRANE = 39, STABILIZER = 61, FORKLIFT = 45, ROAD = 55;

/** An implement without an engine: only a version name. */
const implement = (name: string): EngineSeed[] => [[name, null, null, null, null]];

export const AGRI_MAKES: MakeSeed[] = [
  { name: 'John Deere', category: AGRI, models: [
    { name: '6R', slug: '6r', body: null, price: 150000, tier: 2, subs: [TRACTOR], gens: [['6R', 2011, null]], engines: [['6R 155 AutoPowr 155 CP', D, 6800, 155, A], ['6R 215 AutoPowr 215 CP', D, 6800, 215, A]] },
    { name: '8R', slug: '8r', body: null, price: 320000, tier: 3, subs: [TRACTOR], gens: [['8R', 2009, null]], engines: [['8R 370 370 CP', D, 9000, 370, A], ['8R 410 410 CP', D, 9000, 410, A]] },
    { name: '5E', slug: '5e', body: null, price: 45000, tier: 0, subs: [TRACTOR], gens: [['5E', 2014, null]], engines: [['5075E 75 CP', D, 2900, 75, M], ['5100E 100 CP', D, 4500, 100, M]] },
    { name: 'S700', slug: 's700', body: null, price: 420000, tier: 3, subs: [COMBINE], gens: [['S700', 2018, null]], engines: [['S780 473 CP', D, 13500, 473, A]] },
  ] },
  { name: 'Claas', category: AGRI, models: [
    { name: 'Axion', body: null, price: 240000, tier: 3, subs: [TRACTOR], gens: [['800', 2013, null]], engines: [['Axion 850 CMATIC 264 CP', D, 6700, 264, A], ['Axion 870 CMATIC 295 CP', D, 6700, 295, A]] },
    { name: 'Arion', body: null, price: 120000, tier: 2, subs: [TRACTOR], gens: [['400', 2012, null]], engines: [['Arion 460 CIS 140 CP', D, 4500, 140, M]] },
    { name: 'Lexion', body: null, price: 450000, tier: 3, subs: [COMBINE], gens: [['8000', 2019, null]], engines: [['Lexion 8700 790 CP', D, 16200, 790, A], ['Lexion 760 598 CP', D, 16200, 598, A]] },
    { name: 'Jaguar', body: null, price: 380000, tier: 3, subs: [HARVEST], gens: [['900', 2012, null]], engines: [['Jaguar 960 653 CP', D, 16200, 653, A]] },
    { name: 'Quadrant', body: null, price: 110000, tier: 1, subs: [BALER], gens: [['5000', 2016, null]], engines: implement('Quadrant 5300 RC') },
  ] },
  { name: 'New Holland', category: AGRI, models: [
    { name: 'T7', slug: 't7', body: null, price: 160000, tier: 2, subs: [TRACTOR], gens: [['T7', 2011, null]], engines: [['T7.270 Auto Command 270 CP', D, 6700, 270, A], ['T7.210 Power Command 210 CP', D, 6700, 210, M]] },
    { name: 'T6', slug: 't6', body: null, price: 110000, tier: 1, subs: [TRACTOR], gens: [['T6', 2012, null]], engines: [['T6.180 180 CP', D, 6700, 180, M]] },
    { name: 'CR', slug: 'cr', body: null, price: 400000, tier: 3, subs: [COMBINE], gens: [['Revelation', 2020, null]], engines: [['CR10.90 700 CP', D, 15900, 700, A], ['CR8.90 449 CP', D, 12900, 449, A]] },
    { name: 'BigBaler', body: null, price: 130000, tier: 1, subs: [BALER], gens: [['1290', 2014, null]], engines: implement('BigBaler 1290 Plus') },
  ] },
  { name: 'Case IH', slug: 'case-ih', category: AGRI, models: [
    { name: 'Magnum', body: null, price: 280000, tier: 3, subs: [TRACTOR], gens: [['AFS Connect', 2021, null]], engines: [['Magnum 340 CVX 340 CP', D, 8700, 340, A]] },
    { name: 'Puma', body: null, price: 140000, tier: 2, subs: [TRACTOR], gens: [['CVX', 2013, null]], engines: [['Puma 185 CVX 185 CP', D, 6700, 185, A]] },
    { name: 'Axial-Flow', body: null, price: 390000, tier: 3, subs: [COMBINE], gens: [['250', 2018, null]], engines: [['Axial-Flow 8250 634 CP', D, 12900, 634, A]] },
  ] },
  { name: 'Fendt', category: AGRI, models: [
    { name: '700 Vario', slug: '700-vario', body: null, price: 210000, tier: 3, subs: [TRACTOR], gens: [['Gen6', 2015, null]], engines: [['724 Vario 246 CP', D, 6060, 246, A], ['728 Vario 283 CP', D, 6060, 283, A]] },
    { name: '900 Vario', slug: '900-vario', body: null, price: 330000, tier: 3, subs: [TRACTOR], gens: [['Gen6', 2015, null]], engines: [['942 Vario 415 CP', D, 9000, 415, A]] },
    { name: '300 Vario', slug: '300-vario', body: null, price: 95000, tier: 1, subs: [TRACTOR], gens: [['S4', 2014, null]], engines: [['314 Vario 142 CP', D, 4400, 142, A]] },
  ] },
  { name: 'Deutz-Fahr', category: AGRI, models: [
    { name: 'Seria 6', slug: 'seria-6', body: null, price: 130000, tier: 2, subs: [TRACTOR], gens: [['6', 2016, null]], engines: [['6215 RCshift 226 CP', D, 6057, 226, A]] },
    { name: 'Seria 5', slug: 'seria-5', body: null, price: 70000, tier: 1, subs: [TRACTOR], gens: [['5', 2016, null]], engines: [['5115 116 CP', D, 3600, 116, M]] },
  ] },
  { name: 'Massey Ferguson', category: AGRI, models: [
    { name: '5S', slug: '5s', body: null, price: 85000, tier: 1, subs: [TRACTOR], gens: [['5S', 2020, null]], engines: [['5S.145 Dyna-6 145 CP', D, 4900, 145, M]] },
    { name: '7S', slug: '7s', body: null, price: 120000, tier: 2, subs: [TRACTOR], gens: [['7S', 2020, null]], engines: [['7S.180 Dyna-VT 180 CP', D, 6600, 180, A]] },
    { name: '8S', slug: '8s', body: null, price: 170000, tier: 2, subs: [TRACTOR], gens: [['8S', 2020, null]], engines: [['8S.265 Dyna E-Power 265 CP', D, 7400, 265, A]] },
  ] },
  { name: 'Kubota', category: AGRI, models: [
    { name: 'M7', slug: 'm7', body: null, price: 120000, tier: 2, subs: [TRACTOR], gens: [['M7003', 2020, null]], engines: [['M7-173 KVT 175 CP', D, 6124, 175, A]] },
    { name: 'M5', slug: 'm5', body: null, price: 65000, tier: 1, subs: [TRACTOR], gens: [['M5002', 2019, null]], engines: [['M5-111 113 CP', D, 3769, 113, M]] },
  ] },
  { name: 'Zetor', category: AGRI, models: [
    { name: 'Proxima', body: null, price: 50000, tier: 0, subs: [TRACTOR], gens: [['CL', 2018, null]], engines: [['Proxima 110 CL 109 CP', D, 4156, 109, M]] },
    { name: 'Forterra', body: null, price: 75000, tier: 1, subs: [TRACTOR], gens: [['HSX', 2015, null]], engines: [['Forterra 140 HSX 136 CP', D, 4156, 136, M]] },
  ] },
  { name: 'Kuhn', category: AGRI, models: [
    { name: 'Axis', body: null, price: 25000, tier: 1, subs: [FERTILIZER], gens: [['40.2', 2014, null]], engines: implement('Axis 40.2 M-EMC-W') },
    { name: 'FC', slug: 'fc', body: null, price: 22000, tier: 0, subs: [HARVEST], gens: [['3525', 2015, null]], engines: implement('FC 3525 F cositoare') },
    { name: 'Optimer', body: null, price: 40000, tier: 1, subs: [CULTIVATION], gens: [['L', 2014, null]], engines: implement('Optimer L 6000 grapă cu discuri') },
  ] },
  { name: 'Amazone', category: AGRI, models: [
    { name: 'UX', slug: 'ux', body: null, price: 70000, tier: 1, subs: [SPRAYER], gens: [['Super', 2014, null]], engines: implement('UX 5201 Super erbicidator tractat') },
    { name: 'Cirrus', body: null, price: 90000, tier: 2, subs: [CULTIVATION], gens: [['03', 2014, null]], engines: implement('Cirrus 6003-2C semănătoare') },
    { name: 'ZA-TS', slug: 'za-ts', body: null, price: 28000, tier: 1, subs: [FERTILIZER], gens: [['I', 2016, null]], engines: implement('ZA-TS 4200 distribuitor îngrășăminte') },
  ] },
  { name: 'Lemken', category: AGRI, models: [
    { name: 'Juwel', body: null, price: 35000, tier: 1, subs: [DIGGING], gens: [['8', 2012, null]], engines: implement('Juwel 8 M plug reversibil 5 trupițe') },
    { name: 'Rubin', body: null, price: 38000, tier: 1, subs: [CULTIVATION], gens: [['10', 2016, null]], engines: implement('Rubin 10/600 KUA grapă') },
  ] },
  { name: 'Horsch', category: AGRI, models: [
    { name: 'Pronto', body: null, price: 95000, tier: 2, subs: [CULTIVATION], gens: [['DC', 2012, null]], engines: implement('Pronto 6 DC semănătoare') },
    { name: 'Maestro', body: null, price: 120000, tier: 2, subs: [CULTIVATION], gens: [['SW', 2014, null]], engines: implement('Maestro 12 SW semănătoare de precizie') },
  ] },
  { name: 'Pöttinger', slug: 'pottinger', category: AGRI, models: [
    { name: 'Novacat', body: null, price: 18000, tier: 0, subs: [HARVEST], gens: [['301', 2014, null]], engines: implement('Novacat 301 ED cositoare') },
    { name: 'Jumbo', body: null, price: 95000, tier: 1, subs: [LIVESTOCK, HARVEST], gens: [['6010', 2015, null]], engines: implement('Jumbo 6010 D remorcă autoîncărcătoare') },
  ] },
  { name: 'Bauer', category: AGRI, models: [
    { name: 'Rainstar', body: null, price: 30000, tier: 1, subs: [IRRIGATION], gens: [['E', 2014, null]], engines: implement('Rainstar E55 aparat de irigat') },
  ] },
  { name: 'Trioliet', category: AGRI, models: [
    { name: 'Solomix', body: null, price: 40000, tier: 1, subs: [LIVESTOCK], gens: [['2', 2014, null]], engines: implement('Solomix 2 1800 VLH mixer furaje') },
  ] },
  { name: 'Petkus', category: AGRI, models: [
    { name: 'Gigant', body: null, price: 60000, tier: 1, subs: [STORAGE], gens: [['K', 2012, null]], engines: implement('Gigant K 531 stație de condiționare semințe') },
  ] },
  { name: 'Ponsse', category: AGRI, models: [
    { name: 'Ergo', body: null, price: 350000, tier: 3, subs: [FOREST], gens: [['8w', 2016, null]], engines: [['Ergo 8w 286 CP', D, 7400, 286, A]] },
  ] },
  { name: 'Fliegl', category: AGRI, models: [
    { name: 'ASW', slug: 'asw', body: null, price: 45000, tier: 0, subs: [OTHER_AG], gens: [['271', 2012, null]], engines: implement('ASW 271 remorcă cu împingător') },
  ] },
];

export const BUILD_MAKES: MakeSeed[] = [
  { name: 'Caterpillar', category: BUILD, models: [
    { name: '320', body: null, price: 180000, tier: 2, subs: [EXCAVATOR], gens: [['Next Gen', 2018, null]], engines: [['320 GC 146 CP', D, 4400, 146, A], ['320 172 CP', D, 4400, 172, A]] },
    { name: '432F', slug: '432f', body: null, price: 95000, tier: 1, subs: [BACKHOE], gens: [['F2', 2015, null]], engines: [['432F2 101 CP', D, 4400, 101, M]] },
    { name: 'D6', slug: 'd6', body: null, price: 350000, tier: 2, subs: [DOZER], gens: [['XE', 2019, null]], engines: [['D6 XE 215 CP', D, 9300, 215, A]] },
    { name: '950M', slug: '950m', body: null, price: 240000, tier: 2, subs: [LOADER], gens: [['M', 2014, null]], engines: [['950M 250 CP', D, 9300, 250, A]] },
    { name: '140M', slug: '140m', body: null, price: 300000, tier: 2, subs: [GRADER], gens: [['M3', 2016, null]], engines: [['140M3 AWD 220 CP', D, 9300, 220, A]] },
    { name: 'CB10', slug: 'cb10', body: null, price: 110000, tier: 1, subs: [ROLLER], gens: [['I', 2016, null]], engines: [['CB10 142 CP', D, 4400, 142, A]] },
    { name: 'AP655F', slug: 'ap655f', body: null, price: 280000, tier: 2, subs: [ROAD], gens: [['F', 2014, null]], engines: [['AP655F 225 CP', D, 7100, 225, A]] },
  ] },
  { name: 'Komatsu', category: BUILD, models: [
    { name: 'PC210', slug: 'pc210', body: null, price: 170000, tier: 2, subs: [EXCAVATOR], gens: [['LC-11', 2015, null]], engines: [['PC210LC-11 165 CP', D, 6690, 165, A]] },
    { name: 'WA380', slug: 'wa380', body: null, price: 210000, tier: 2, subs: [LOADER], gens: [['-8', 2016, null]], engines: [['WA380-8 191 CP', D, 6690, 191, A]] },
    { name: 'D61', slug: 'd61', body: null, price: 260000, tier: 2, subs: [DOZER], gens: [['PX-24', 2016, null]], engines: [['D61PX-24 169 CP', D, 6690, 169, A]] },
  ] },
  { name: 'JCB', slug: 'jcb', category: BUILD, models: [
    { name: '3CX', slug: '3cx', body: null, price: 90000, tier: 1, subs: [BACKHOE], gens: [['Eco', 2010, 2019], ['Pro', 2019, null]], engines: [['3CX Eco 92 CP', D, 4400, 92, M], ['3CX Pro 109 CP', D, 4800, 109, A]] },
    { name: 'JS220', slug: 'js220', body: null, price: 150000, tier: 1, subs: [EXCAVATOR], gens: [['LC', 2014, null]], engines: [['JS220LC 173 CP', D, 4800, 173, A]] },
    { name: '540-140', slug: '540-140', body: null, price: 110000, tier: 1, subs: [LOADER], gens: [['Hi-Viz', 2016, null]], engines: [['540-140 Hi-Viz 109 CP', D, 4800, 109, A]] },
  ] },
  { name: 'Volvo', category: BUILD, models: [
    { name: 'EC220E', slug: 'ec220e', body: null, price: 175000, tier: 2, subs: [EXCAVATOR], gens: [['E', 2015, null]], engines: [['EC220E 174 CP', D, 5700, 174, A]] },
    { name: 'L120H', slug: 'l120h', body: null, price: 220000, tier: 2, subs: [LOADER], gens: [['H', 2016, null]], engines: [['L120H 272 CP', D, 7700, 272, A]] },
    { name: 'A30G', slug: 'a30g', body: null, price: 320000, tier: 2, subs: [DUMPER], gens: [['G', 2016, null]], engines: [['A30G 375 CP', D, 12800, 375, A]] },
  ] },
  { name: 'Liebherr', category: BUILD, models: [
    { name: 'R 926', slug: 'r-926', body: null, price: 200000, tier: 2, subs: [EXCAVATOR], gens: [['G8', 2018, null]], engines: [['R 926 Compact 204 CP', D, 6100, 204, A]] },
    { name: 'LTM 1050', slug: 'ltm-1050', body: null, price: 450000, tier: 3, subs: [CRANE], gens: [['3.1', 2010, null]], engines: [['LTM 1050-3.1 408 CP', D, 10500, 408, A]] },
    { name: '150 EC-B', slug: '150-ec-b', body: null, price: 250000, tier: 1, subs: [CRANE], gens: [['8', 2012, null]], engines: [['150 EC-B 8 Litronic macara turn', E, null, null, null]] },
  ] },
  { name: 'Hitachi', category: BUILD, models: [
    { name: 'ZX210', slug: 'zx210', body: null, price: 165000, tier: 2, subs: [EXCAVATOR], gens: [['LC-6', 2015, null]], engines: [['ZX210LC-6 170 CP', D, 5200, 170, A]] },
    { name: 'ZX85', slug: 'zx85', body: null, price: 85000, tier: 1, subs: [EXCAVATOR], gens: [['US-6', 2016, null]], engines: [['ZX85US-6 64 CP', D, 3300, 64, A]] },
  ] },
  { name: 'Bobcat', category: BUILD, models: [
    { name: 'S650', slug: 's650', body: null, price: 55000, tier: 1, subs: [LOADER], gens: [['M-Series', 2012, null]], engines: [['S650 74 CP', D, 2400, 74, M]] },
    { name: 'E35z', slug: 'e35z', body: null, price: 48000, tier: 1, subs: [EXCAVATOR], gens: [['R-Series', 2016, null]], engines: [['E35z 25 CP', D, 1600, 25, M]] },
  ] },
  { name: 'Hamm', category: BUILD, models: [
    { name: 'HD+', slug: 'hd-plus', body: null, price: 95000, tier: 1, subs: [ROLLER], gens: [['VV', 2012, null]], engines: [['HD+ 110 VV 156 CP', D, 4000, 156, A]] },
    { name: 'H 13i', slug: 'h-13i', body: null, price: 120000, tier: 1, subs: [ROLLER], gens: [['i', 2015, null]], engines: [['H 13i 155 CP', D, 4000, 155, A]] },
  ] },
  { name: 'Bomag', category: BUILD, models: [
    { name: 'BW 213', slug: 'bw-213', body: null, price: 115000, tier: 1, subs: [ROLLER], gens: [['D-5', 2013, null]], engines: [['BW 213 D-5 155 CP', D, 4000, 155, A]] },
  ] },
  { name: 'Wirtgen', category: BUILD, models: [
    { name: 'W 210', slug: 'w-210', body: null, price: 400000, tier: 2, subs: [ROAD], gens: [['Fi', 2016, null]], engines: [['W 210 Fi 856 CP', D, 16000, 856, A]] },
    { name: 'WR 240', slug: 'wr-240', body: null, price: 450000, tier: 2, subs: [STABILIZER], gens: [['i', 2016, null]], engines: [['WR 240i 771 CP', D, 16000, 771, A]] },
  ] },
  { name: 'Vögele', slug: 'vogele', category: BUILD, models: [
    { name: 'Super 1800', slug: 'super-1800', body: null, price: 300000, tier: 2, subs: [ROAD], gens: [['-3i', 2015, null]], engines: [['Super 1800-3i 173 CP', D, 6100, 173, A]] },
  ] },
  { name: 'Kleemann', category: BUILD, models: [
    { name: 'Mobicat MC 110', slug: 'mobicat-mc-110', body: null, price: 600000, tier: 2, subs: [CRUSHER], gens: [['EVO', 2017, null]], engines: [['MC 110 EVO2 340 CP', D, 12800, 340, A]] },
  ] },
  { name: 'Atlas Copco', category: BUILD, models: [
    { name: 'QAS', slug: 'qas', body: null, price: 25000, tier: 0, subs: [GENERATOR], gens: [['5', 2014, null]], engines: [['QAS 100 100 kVA', D, 4400, 110, null], ['QAS 250 250 kVA', D, 9000, 280, null]] },
  ] },
  { name: 'Linde', category: BUILD, models: [
    { name: 'H30D', slug: 'h30d', body: null, price: 32000, tier: 0, subs: [FORKLIFT], gens: [['393', 2014, null]], engines: [['H30D 3 t diesel', D, 2600, 60, A]] },
    { name: 'H25T', slug: 'h25t', body: null, price: 28000, tier: 0, subs: [FORKLIFT], gens: [['1202', 2014, null]], engines: [['H25T 2,5 t GPL', LPG, 2400, 55, A]] },
    { name: 'E20', slug: 'e20', body: null, price: 30000, tier: 0, subs: [FORKLIFT], gens: [['386', 2014, null]], engines: [['E20 PH 2 t electric', E, null, null, A]] },
  ] },
  { name: 'Bell', category: BUILD, models: [
    { name: 'B30E', slug: 'b30e', body: null, price: 290000, tier: 1, subs: [DUMPER], gens: [['E', 2012, null]], engines: [['B30E 326 CP', D, 7800, 326, A]] },
  ] },
  { name: 'Manitou', category: BUILD, models: [
    { name: 'MT 1840', slug: 'mt-1840', body: null, price: 110000, tier: 1, subs: [LOADER], gens: [['Easy', 2016, null]], engines: [['MT 1840 Easy 75 D 75 CP', D, 3400, 75, A]] },
  ] },
  { name: 'Epiroc', category: BUILD, models: [
    { name: 'SB', slug: 'sb', body: null, price: 12000, tier: 0, subs: [ACCESSORY], gens: [['SB', 2012, null]], engines: implement('SB 452 ciocan hidraulic') },
  ] },
  { name: 'Wacker Neuson', category: BUILD, models: [
    { name: 'DW60', slug: 'dw60', body: null, price: 45000, tier: 0, subs: [OTHER_C], gens: [['DW', 2014, null]], engines: [['DW60 dumper 6 t 75 CP', D, 3600, 75, M]] },
  ] },
];
