/** Vans (category 81) and trucks (category 57). */
import type { MakeSeed } from './catalogue-types';

const VANS = 81,
  TRUCKS = 57;
const D = 'diesel',
  E = 'electric',
  CNG = 'cng';
const M = 'manual',
  A = 'automatic';
// Truck posting sub-categories (SPEC §2.3).
const OTHER = 83,
  BUS = 75,
  TIPPER = 97,
  MIXER = 59,
  TRACTOR = 89,
  TANKER = 119,
  HARD = 91,
  REEFER = 93;
const CRANE = 95,
  BUILD = 103,
  PUMP = 117,
  REFUSE = 99,
  SOFT = 115;

export const VAN_MAKES: MakeSeed[] = [
  {
    name: 'Ford',
    category: VANS,
    models: [
      {
        name: 'Transit',
        body: 'panel_van',
        doors: 4,
        price: 38000,
        tier: 1,
        gens: [
          ['VII', 2006, 2013],
          ['VIII', 2014, null],
        ],
        engines: [
          ['2.2 TDCi 125 CP', D, 2198, 125, M],
          ['2.0 EcoBlue 130 CP', D, 1995, 130, M],
          ['2.0 EcoBlue 170 CP', D, 1995, 170, A],
          ['E-Transit 269 CP', E, null, 269, A],
        ],
      },
      {
        name: 'Transit Custom',
        body: 'panel_van',
        doors: 4,
        price: 34000,
        tier: 1,
        gens: [
          ['I', 2012, 2023],
          ['II', 2023, null],
        ],
        engines: [
          ['2.0 EcoBlue 130 CP', D, 1995, 130, M],
          ['2.0 EcoBlue 170 CP', D, 1995, 170, A],
        ],
      },
      {
        name: 'Ranger',
        body: 'pickup',
        doors: 4,
        price: 40000,
        tier: 2,
        gens: [
          ['T6', 2011, 2022],
          ['T6.2', 2022, null],
        ],
        engines: [
          ['2.0 EcoBlue 170 CP 4x4', D, 1996, 170, M],
          ['2.0 EcoBlue Bi-Turbo 213 CP 4x4', D, 1996, 213, A],
        ],
      },
    ],
  },
  {
    name: 'Mercedes-Benz',
    category: VANS,
    models: [
      {
        name: 'Sprinter',
        body: 'panel_van',
        doors: 4,
        price: 45000,
        tier: 1,
        gens: [
          ['W906', 2006, 2018],
          ['W907', 2018, null],
        ],
        engines: [
          ['313 CDI 129 CP', D, 2143, 129, M],
          ['316 CDI 163 CP', D, 2143, 163, M],
          ['319 CDI 190 CP', D, 2987, 190, A],
          ['eSprinter 204 CP', E, null, 204, A],
        ],
      },
      {
        name: 'Vito',
        body: 'panel_van',
        doors: 4,
        price: 38000,
        tier: 1,
        gens: [
          ['W639', 2003, 2014],
          ['W447', 2014, null],
        ],
        engines: [
          ['114 CDI 136 CP', D, 2143, 136, M],
          ['116 CDI 163 CP', D, 1950, 163, A],
          ['eVito 116 CP', E, null, 116, A],
        ],
      },
      {
        name: 'Citan',
        body: 'panel_van',
        doors: 4,
        price: 25000,
        tier: 0,
        gens: [
          ['W415', 2012, 2021],
          ['W420', 2021, null],
        ],
        engines: [
          ['109 CDI 90 CP', D, 1461, 90, M],
          ['112 CDI 116 CP', D, 1461, 116, M],
        ],
      },
    ],
  },
  {
    name: 'Volkswagen',
    category: VANS,
    models: [
      {
        name: 'Transporter',
        body: 'panel_van',
        doors: 4,
        price: 40000,
        tier: 1,
        gens: [
          ['T5', 2003, 2015],
          ['T6', 2015, 2019],
          ['T6.1', 2019, null],
        ],
        engines: [
          ['2.0 TDI 102 CP', D, 1968, 102, M],
          ['2.0 TDI 150 CP', D, 1968, 150, M],
          ['2.0 TDI 150 CP DSG 4Motion', D, 1968, 150, A],
        ],
      },
      {
        name: 'Crafter',
        body: 'panel_van',
        doors: 4,
        price: 45000,
        tier: 1,
        gens: [
          ['I', 2006, 2016],
          ['II', 2017, null],
        ],
        engines: [
          ['2.0 TDI 140 CP', D, 1968, 140, M],
          ['2.0 TDI 177 CP', D, 1968, 177, A],
        ],
      },
      {
        name: 'Caddy',
        body: 'panel_van',
        doors: 4,
        price: 26000,
        tier: 0,
        gens: [
          ['IV', 2015, 2020],
          ['V', 2020, null],
        ],
        engines: [
          ['2.0 TDI 102 CP', D, 1968, 102, M],
          ['1.5 TSI 114 CP', 'petrol', 1498, 114, M],
          ['1.4 TGI 110 CP', CNG, 1395, 110, M],
        ],
      },
      {
        name: 'Amarok',
        body: 'pickup',
        doors: 4,
        price: 48000,
        tier: 2,
        gens: [
          ['I', 2010, 2022],
          ['II', 2022, null],
        ],
        engines: [
          ['3.0 V6 TDI 204 CP 4Motion', D, 2967, 204, A],
          ['2.0 BiTDI 180 CP 4Motion', D, 1968, 180, M],
        ],
      },
    ],
  },
  {
    name: 'Renault',
    category: VANS,
    models: [
      {
        name: 'Master',
        body: 'panel_van',
        doors: 4,
        price: 36000,
        tier: 0,
        gens: [['III', 2010, 2024]],
        engines: [
          ['2.3 dCi 135 CP', D, 2298, 135, M],
          ['2.3 dCi 150 CP', D, 2298, 150, M],
          ['2.3 dCi 180 CP', D, 2298, 180, A],
        ],
      },
      {
        name: 'Trafic',
        body: 'panel_van',
        doors: 4,
        price: 32000,
        tier: 0,
        gens: [['III', 2014, null]],
        engines: [
          ['1.6 dCi 120 CP', D, 1598, 120, M],
          ['2.0 dCi 145 CP', D, 1997, 145, M],
        ],
      },
      {
        name: 'Kangoo',
        body: 'panel_van',
        doors: 4,
        price: 22000,
        tier: 0,
        gens: [
          ['II', 2008, 2021],
          ['III', 2021, null],
        ],
        engines: [
          ['1.5 dCi 95 CP', D, 1461, 95, M],
          ['E-Tech Electric 122 CP', E, null, 122, A],
        ],
      },
    ],
  },
  {
    name: 'Fiat',
    category: VANS,
    models: [
      {
        name: 'Ducato',
        body: 'panel_van',
        doors: 4,
        price: 36000,
        tier: 0,
        gens: [
          ['III', 2006, 2014],
          ['III facelift', 2014, null],
        ],
        engines: [
          ['2.3 MultiJet 130 CP', D, 2287, 130, M],
          ['2.3 MultiJet 150 CP', D, 2287, 150, M],
          ['2.2 MultiJet 180 CP', D, 2184, 180, A],
        ],
      },
      {
        name: 'Doblo',
        body: 'panel_van',
        doors: 4,
        price: 21000,
        tier: 0,
        gens: [['II', 2010, 2022]],
        engines: [
          ['1.3 MultiJet 90 CP', D, 1248, 90, M],
          ['1.6 MultiJet 105 CP', D, 1598, 105, M],
        ],
      },
    ],
  },
  {
    name: 'Iveco',
    category: VANS,
    models: [
      {
        name: 'Daily',
        body: 'panel_van',
        doors: 4,
        price: 45000,
        tier: 1,
        gens: [
          ['V', 2011, 2014],
          ['VI', 2014, null],
        ],
        engines: [
          ['35S14 136 CP', D, 2287, 136, M],
          ['35S16 156 CP', D, 2287, 156, M],
          ['50C18 180 CP Hi-Matic', D, 2998, 180, A],
          ['35S14 NP 136 CP', CNG, 2998, 136, M],
        ],
      },
    ],
  },
  {
    name: 'Peugeot',
    category: VANS,
    models: [
      {
        name: 'Boxer',
        body: 'panel_van',
        doors: 4,
        price: 34000,
        tier: 0,
        gens: [['II', 2006, null]],
        engines: [
          ['2.2 BlueHDi 140 CP', D, 2179, 140, M],
          ['2.2 BlueHDi 165 CP', D, 2179, 165, M],
        ],
      },
      {
        name: 'Expert',
        body: 'panel_van',
        doors: 4,
        price: 30000,
        tier: 0,
        gens: [['III', 2016, null]],
        engines: [
          ['2.0 BlueHDi 122 CP', D, 1997, 122, M],
          ['2.0 BlueHDi 150 CP', D, 1997, 150, M],
        ],
      },
      {
        name: 'Partner',
        body: 'panel_van',
        doors: 4,
        price: 22000,
        tier: 0,
        gens: [
          ['II', 2008, 2018],
          ['III', 2018, null],
        ],
        engines: [
          ['1.6 BlueHDi 100 CP', D, 1560, 100, M],
          ['1.5 BlueHDi 100 CP', D, 1499, 100, M],
        ],
      },
    ],
  },
  {
    name: 'Citroen',
    category: VANS,
    models: [
      {
        name: 'Jumper',
        body: 'panel_van',
        doors: 4,
        price: 33000,
        tier: 0,
        gens: [['II', 2006, null]],
        engines: [['2.2 BlueHDi 140 CP', D, 2179, 140, M]],
      },
      {
        name: 'Jumpy',
        body: 'panel_van',
        doors: 4,
        price: 30000,
        tier: 0,
        gens: [['III', 2016, null]],
        engines: [
          ['2.0 BlueHDi 122 CP', D, 1997, 122, M],
          ['ë-Jumpy 136 CP', E, null, 136, A],
        ],
      },
      {
        name: 'Berlingo',
        body: 'panel_van',
        doors: 4,
        price: 22000,
        tier: 0,
        gens: [
          ['II', 2008, 2018],
          ['III', 2018, null],
        ],
        engines: [
          ['1.6 HDi 90 CP', D, 1560, 90, M],
          ['1.5 BlueHDi 100 CP', D, 1499, 100, M],
        ],
      },
    ],
  },
  {
    name: 'Opel',
    category: VANS,
    models: [
      {
        name: 'Movano',
        body: 'panel_van',
        doors: 4,
        price: 35000,
        tier: 0,
        gens: [
          ['B', 2010, 2021],
          ['C', 2021, null],
        ],
        engines: [
          ['2.3 CDTI 130 CP', D, 2298, 130, M],
          ['2.2 Diesel 140 CP', D, 2179, 140, M],
        ],
      },
      {
        name: 'Vivaro',
        body: 'panel_van',
        doors: 4,
        price: 30000,
        tier: 0,
        gens: [
          ['B', 2014, 2019],
          ['C', 2019, null],
        ],
        engines: [
          ['1.6 CDTI 120 CP', D, 1598, 120, M],
          ['2.0 Diesel 145 CP', D, 1997, 145, M],
        ],
      },
      {
        name: 'Combo',
        body: 'panel_van',
        doors: 4,
        price: 21000,
        tier: 0,
        gens: [
          ['D', 2011, 2018],
          ['E', 2018, null],
        ],
        engines: [
          ['1.6 CDTI 105 CP', D, 1598, 105, M],
          ['1.5 Diesel 100 CP', D, 1499, 100, M],
        ],
      },
    ],
  },
  {
    name: 'Dacia',
    category: VANS,
    models: [
      {
        name: 'Dokker Van',
        slug: 'dokker-van',
        body: 'panel_van',
        doors: 4,
        price: 13000,
        tier: 0,
        gens: [['I', 2012, 2021]],
        engines: [
          ['1.5 dCi 75 CP', D, 1461, 75, M],
          ['1.6 SCe 102 CP GPL', 'petrol_lpg', 1598, 102, M],
        ],
      },
    ],
  },
  {
    name: 'Toyota',
    category: VANS,
    models: [
      {
        name: 'Proace',
        body: 'panel_van',
        doors: 4,
        price: 31000,
        tier: 0,
        gens: [['II', 2016, null]],
        engines: [
          ['2.0 D-4D 122 CP', D, 1997, 122, M],
          ['2.0 D-4D 150 CP', D, 1997, 150, M],
        ],
      },
      {
        name: 'Hilux',
        body: 'pickup',
        doors: 4,
        price: 42000,
        tier: 2,
        gens: [['VIII', 2015, null]],
        engines: [
          ['2.4 D-4D 150 CP 4x4', D, 2393, 150, M],
          ['2.8 D-4D 204 CP 4x4', D, 2755, 204, A],
        ],
      },
    ],
  },
  {
    name: 'Nissan',
    category: VANS,
    models: [
      {
        name: 'Navara',
        body: 'pickup',
        doors: 4,
        price: 38000,
        tier: 1,
        gens: [['D23', 2014, 2021]],
        engines: [
          ['2.3 dCi 160 CP 4x4', D, 2298, 160, M],
          ['2.3 dCi 190 CP 4x4', D, 2298, 190, A],
        ],
      },
      {
        name: 'NV200',
        slug: 'nv200',
        body: 'panel_van',
        doors: 4,
        price: 21000,
        tier: 0,
        gens: [['I', 2009, 2021]],
        engines: [
          ['1.5 dCi 90 CP', D, 1461, 90, M],
          ['e-NV200 109 CP', E, null, 109, A],
        ],
      },
    ],
  },
];

export const TRUCK_MAKES: MakeSeed[] = [
  {
    name: 'Mercedes-Benz',
    category: TRUCKS,
    models: [
      {
        name: 'Actros',
        body: 'tractor_unit',
        price: 120000,
        tier: 2,
        subs: [TRACTOR, TANKER, REEFER, HARD, SOFT],
        gens: [
          ['MP4', 2011, 2018],
          ['MP5', 2018, null],
        ],
        engines: [
          ['1845 LS 450 CP', D, 12809, 450, A],
          ['1851 LS 510 CP', D, 12809, 510, A],
          ['2545 L 6x2 450 CP', D, 12809, 450, A],
        ],
      },
      {
        name: 'Arocs',
        body: 'rigid',
        price: 140000,
        tier: 1,
        subs: [TIPPER, MIXER, BUILD, PUMP, CRANE],
        gens: [['I', 2013, null]],
        engines: [
          ['3245 K 8x4 449 CP', D, 10677, 449, A],
          ['4145 K 8x4 449 CP', D, 12809, 449, A],
        ],
      },
      {
        name: 'Atego',
        body: 'rigid',
        price: 75000,
        tier: 1,
        subs: [REEFER, SOFT, REFUSE, OTHER],
        gens: [['III', 2013, null]],
        engines: [
          ['1224 L 238 CP', D, 5132, 238, M],
          ['1530 L 299 CP', D, 7698, 299, A],
        ],
      },
      {
        name: 'Tourismo',
        body: 'bus',
        price: 300000,
        tier: 2,
        subs: [BUS],
        gens: [['RHD', 2017, null]],
        engines: [['15 RHD 428 CP', D, 10677, 428, A]],
      },
    ],
  },
  {
    name: 'Volvo',
    category: TRUCKS,
    models: [
      {
        name: 'FH',
        body: 'tractor_unit',
        price: 125000,
        tier: 2,
        subs: [TRACTOR, TANKER, REEFER, SOFT],
        gens: [
          ['FH4', 2012, 2020],
          ['FH5', 2020, null],
        ],
        engines: [
          ['FH 460 4x2 460 CP', D, 12777, 460, A],
          ['FH 500 4x2 500 CP', D, 12777, 500, A],
          ['FH 540 6x2 540 CP', D, 12777, 540, A],
        ],
      },
      {
        name: 'FM',
        body: 'rigid',
        price: 110000,
        tier: 1,
        subs: [TIPPER, SOFT, REFUSE, CRANE],
        gens: [['IV', 2013, null]],
        engines: [
          ['FM 420 6x2 420 CP', D, 12777, 420, A],
          ['FM 460 8x4 460 CP', D, 12777, 460, A],
        ],
      },
      {
        name: 'FMX',
        body: 'rigid',
        price: 130000,
        tier: 1,
        subs: [TIPPER, MIXER, BUILD],
        gens: [['II', 2013, null]],
        engines: [
          ['FMX 460 8x4 460 CP', D, 12777, 460, A],
          ['FMX 500 8x4 500 CP', D, 12777, 500, A],
        ],
      },
    ],
  },
  {
    name: 'Scania',
    category: TRUCKS,
    models: [
      {
        name: 'R',
        slug: 'seria-r',
        body: 'tractor_unit',
        price: 125000,
        tier: 2,
        subs: [TRACTOR, SOFT, TANKER],
        gens: [
          ['PGR', 2009, 2016],
          ['NTG', 2016, null],
        ],
        engines: [
          ['R 450 4x2 450 CP', D, 12740, 450, A],
          ['R 500 4x2 500 CP', D, 12740, 500, A],
        ],
      },
      {
        name: 'S',
        slug: 'seria-s',
        body: 'tractor_unit',
        price: 140000,
        tier: 3,
        subs: [TRACTOR],
        gens: [['NTG', 2016, null]],
        engines: [
          ['S 500 4x2 500 CP', D, 12740, 500, A],
          ['S 540 4x2 540 CP', D, 12740, 540, A],
        ],
      },
      {
        name: 'P',
        slug: 'seria-p',
        body: 'rigid',
        price: 95000,
        tier: 1,
        subs: [TIPPER, REFUSE, CRANE, MIXER],
        gens: [['NTG', 2016, null]],
        engines: [
          ['P 280 4x2 280 CP', D, 9290, 280, A],
          ['P 410 8x4 410 CP', D, 12740, 410, A],
        ],
      },
      {
        name: 'G',
        slug: 'seria-g',
        body: 'rigid',
        price: 115000,
        tier: 1,
        subs: [TIPPER, BUILD, PUMP],
        gens: [['NTG', 2016, null]],
        engines: [
          ['G 410 8x4 410 CP', D, 12740, 410, A],
          ['G 450 6x4 450 CP', D, 12740, 450, A],
        ],
      },
    ],
  },
  {
    name: 'MAN',
    slug: 'man',
    category: TRUCKS,
    models: [
      {
        name: 'TGX',
        slug: 'tgx',
        body: 'tractor_unit',
        price: 118000,
        tier: 2,
        subs: [TRACTOR, REEFER, SOFT],
        gens: [
          ['I', 2007, 2020],
          ['II', 2020, null],
        ],
        engines: [
          ['18.470 4x2 470 CP', D, 12419, 470, A],
          ['18.510 4x2 510 CP', D, 12419, 510, A],
        ],
      },
      {
        name: 'TGS',
        slug: 'tgs',
        body: 'rigid',
        price: 110000,
        tier: 1,
        subs: [TIPPER, MIXER, BUILD, PUMP],
        gens: [
          ['I', 2007, 2020],
          ['II', 2020, null],
        ],
        engines: [
          ['33.430 6x4 430 CP', D, 12419, 430, A],
          ['41.470 8x4 470 CP', D, 12419, 470, A],
        ],
      },
      {
        name: 'TGL',
        slug: 'tgl',
        body: 'rigid',
        price: 65000,
        tier: 0,
        subs: [REEFER, HARD, REFUSE, OTHER],
        gens: [
          ['I', 2005, 2020],
          ['II', 2020, null],
        ],
        engines: [
          ['8.190 190 CP', D, 4580, 190, M],
          ['12.250 250 CP', D, 6871, 250, A],
        ],
      },
      {
        name: "Lion's Coach",
        slug: 'lions-coach',
        body: 'bus',
        price: 280000,
        tier: 2,
        subs: [BUS],
        gens: [['R07', 2017, null]],
        engines: [['R07 460 CP', D, 12419, 460, A]],
      },
    ],
  },
  {
    name: 'DAF',
    slug: 'daf',
    category: TRUCKS,
    models: [
      {
        name: 'XF',
        slug: 'xf',
        body: 'tractor_unit',
        price: 115000,
        tier: 2,
        subs: [TRACTOR, REEFER],
        gens: [
          ['106', 2013, 2021],
          ['New Generation', 2021, null],
        ],
        engines: [
          ['XF 460 FT 460 CP', D, 12902, 460, A],
          ['XF 480 FT 480 CP', D, 12902, 480, A],
        ],
      },
      {
        name: 'CF',
        slug: 'cf',
        body: 'rigid',
        price: 100000,
        tier: 1,
        subs: [TIPPER, SOFT, REFUSE, CRANE],
        gens: [
          ['Euro 6', 2013, 2021],
          ['New Generation', 2021, null],
        ],
        engines: [
          ['CF 410 FAN 410 CP', D, 10837, 410, A],
          ['CF 450 FAT 450 CP', D, 12902, 450, A],
        ],
      },
      {
        name: 'LF',
        slug: 'lf',
        body: 'rigid',
        price: 60000,
        tier: 0,
        subs: [REEFER, HARD, OTHER],
        gens: [['Euro 6', 2013, null]],
        engines: [
          ['LF 210 FA 210 CP', D, 4500, 210, M],
          ['LF 260 FA 260 CP', D, 6700, 260, A],
        ],
      },
    ],
  },
  {
    name: 'Iveco',
    category: TRUCKS,
    models: [
      {
        name: 'S-Way',
        slug: 's-way',
        body: 'tractor_unit',
        price: 110000,
        tier: 2,
        subs: [TRACTOR, TANKER],
        gens: [['I', 2019, null]],
        engines: [
          ['AS440S48T/P 480 CP', D, 12882, 480, A],
          ['AS440S46T/P LNG 460 CP', CNG, 12882, 460, A],
        ],
      },
      {
        name: 'Stralis',
        body: 'tractor_unit',
        price: 100000,
        tier: 1,
        subs: [TRACTOR, SOFT, REEFER],
        gens: [['Hi-Way', 2012, 2019]],
        engines: [
          ['AS440S46 460 CP', D, 12882, 460, A],
          ['AS440S48 480 CP', D, 12882, 480, A],
        ],
      },
      {
        name: 'Eurocargo',
        body: 'rigid',
        price: 65000,
        tier: 0,
        subs: [REEFER, REFUSE, HARD, OTHER],
        gens: [['IV', 2015, null]],
        engines: [
          ['ML120E25 250 CP', D, 6728, 250, M],
          ['ML160E28 280 CP', D, 6728, 280, A],
        ],
      },
      {
        name: 'Crossway',
        body: 'bus',
        price: 220000,
        tier: 1,
        subs: [BUS],
        gens: [['II', 2013, null]],
        engines: [['Line 12 m 360 CP', D, 8710, 360, A]],
      },
    ],
  },
  {
    name: 'Renault Trucks',
    slug: 'renault-trucks',
    category: TRUCKS,
    models: [
      {
        name: 'T',
        slug: 'seria-t',
        body: 'tractor_unit',
        price: 105000,
        tier: 1,
        subs: [TRACTOR, SOFT],
        gens: [['I', 2013, null]],
        engines: [
          ['T 480 4x2 480 CP', D, 12777, 480, A],
          ['T 520 4x2 520 CP', D, 12777, 520, A],
        ],
      },
      {
        name: 'C',
        slug: 'seria-c',
        body: 'rigid',
        price: 100000,
        tier: 1,
        subs: [TIPPER, MIXER, BUILD],
        gens: [['I', 2013, null]],
        engines: [
          ['C 430 8x4 430 CP', D, 10837, 430, A],
          ['C 460 6x4 460 CP', D, 10837, 460, A],
        ],
      },
      {
        name: 'D',
        slug: 'seria-d',
        body: 'rigid',
        price: 60000,
        tier: 0,
        subs: [REEFER, REFUSE, OTHER],
        gens: [['I', 2013, null]],
        engines: [
          ['D 240 4x2 240 CP', D, 7698, 240, A],
          ['D Wide 320 CP', D, 7698, 320, A],
        ],
      },
    ],
  },
];
