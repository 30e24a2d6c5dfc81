/** Car makes (category 29), part 1: the makes most listed in Romania. */
import type { EngineSeed, MakeSeed } from './catalogue-types';

const CARS = 29;
const P = 'petrol', D = 'diesel', E = 'electric', H = 'hybrid', HP = 'hybrid_petrol', HD = 'hybrid_diesel', LPG = 'petrol_lpg';
const M = 'manual', A = 'automatic';

const vwGroupSmall: EngineSeed[] = [['1.0 TSI 95 CP', P, 999, 95, M], ['1.0 TSI 110 CP DSG', P, 999, 110, A], ['1.6 TDI 95 CP', D, 1598, 95, M]];
const vwGroupMid: EngineSeed[] = [['1.5 TSI 150 CP DSG', P, 1498, 150, A], ['1.6 TDI 115 CP', D, 1598, 115, M], ['2.0 TDI 150 CP DSG', D, 1968, 150, A], ['1.4 TSI eHybrid 204 CP', H, 1395, 204, A]];
const vwGroupBig: EngineSeed[] = [['2.0 TDI 150 CP DSG', D, 1968, 150, A], ['2.0 TDI 190 CP 4x4 DSG', D, 1968, 190, A], ['2.0 TSI 190 CP DSG', P, 1984, 190, A], ['1.4 TSI eHybrid 218 CP', H, 1395, 218, A]];

export const CAR_MAKES_1: MakeSeed[] = [
  { name: 'Dacia', category: CARS, models: [
    { name: 'Logan', body: 'sedan', doors: 4, price: 13000, tier: 0, gens: [['II', 2012, 2020], ['III', 2021, null]],
      engines: [['1.0 SCe 65 CP', P, 999, 65, M], ['1.0 TCe 90 CP', P, 999, 90, M], ['1.0 TCe 100 CP ECO-G', LPG, 999, 100, M], ['1.5 dCi 90 CP', D, 1461, 90, M]] },
    { name: 'Sandero', body: 'hatchback', doors: 5, price: 13500, tier: 0, gens: [['II', 2012, 2020], ['III', 2021, null]],
      engines: [['1.0 SCe 65 CP', P, 999, 65, M], ['1.0 TCe 90 CP CVT', P, 999, 90, A], ['1.0 TCe 100 CP ECO-G', LPG, 999, 100, M], ['1.5 Blue dCi 95 CP', D, 1461, 95, M]] },
    { name: 'Duster', body: 'suv', doors: 5, price: 20000, tier: 1, gens: [['I', 2010, 2017], ['II', 2018, 2023], ['III', 2024, null]],
      engines: [['1.0 TCe 100 CP ECO-G', LPG, 999, 100, M], ['1.3 TCe 150 CP EDC', P, 1332, 150, A], ['1.5 Blue dCi 115 CP 4x4', D, 1461, 115, M], ['1.6 Hybrid 140 CP', HP, 1598, 140, A]] },
    { name: 'Spring', body: 'hatchback', doors: 5, price: 17000, tier: 0, gens: [['I', 2021, null]], engines: [['Electric 45 CP', E, null, 45, A], ['Electric 65 CP Extreme', E, null, 65, A]] },
    { name: 'Jogger', body: 'estate', doors: 5, price: 18500, tier: 1, gens: [['I', 2022, null]], engines: [['1.0 TCe 110 CP', P, 999, 110, M], ['1.0 TCe 100 CP ECO-G', LPG, 999, 100, M], ['1.6 Hybrid 140 CP', HP, 1598, 140, A]] },
    { name: 'Lodgy', body: 'mpv', doors: 5, price: 14000, tier: 0, gens: [['I', 2012, 2022]], engines: [['1.6 SCe 102 CP', P, 1598, 102, M], ['1.5 dCi 110 CP', D, 1461, 110, M]] },
  ] },
  { name: 'Volkswagen', category: CARS, models: [
    { name: 'Polo', body: 'hatchback', doors: 5, price: 20000, tier: 1, gens: [['V', 2009, 2017], ['VI', 2017, null]], engines: vwGroupSmall },
    { name: 'Golf', body: 'hatchback', doors: 5, price: 30000, tier: 1, gens: [['VI', 2008, 2012], ['VII', 2012, 2019], ['VIII', 2019, null]], engines: vwGroupMid },
    { name: 'Passat', body: 'estate', doors: 5, price: 42000, tier: 2, gens: [['B7', 2010, 2014], ['B8', 2014, 2023], ['B9', 2023, null]], engines: vwGroupBig },
    { name: 'Tiguan', body: 'suv', doors: 5, price: 40000, tier: 2, gens: [['I', 2007, 2016], ['II', 2016, 2023], ['III', 2024, null]], engines: vwGroupBig },
    { name: 'T-Roc', body: 'suv', doors: 5, price: 30000, tier: 1, gens: [['I', 2017, null]], engines: [['1.0 TSI 110 CP', P, 999, 110, M], ['1.5 TSI 150 CP DSG', P, 1498, 150, A], ['2.0 TDI 150 CP 4Motion', D, 1968, 150, A]] },
    { name: 'Touareg', body: 'suv', doors: 5, price: 75000, tier: 3, gens: [['II', 2010, 2018], ['III', 2018, null]], engines: [['3.0 TDI 231 CP', D, 2967, 231, A], ['3.0 TDI 286 CP', D, 2967, 286, A], ['3.0 TSI eHybrid 462 CP', H, 2995, 462, A]] },
    { name: 'ID.3', slug: 'id-3', body: 'hatchback', doors: 5, price: 40000, tier: 2, gens: [['I', 2020, null]], engines: [['Pro 150 kW 204 CP', E, null, 204, A], ['Pro S 77 kWh 204 CP', E, null, 204, A]] },
    { name: 'Arteon', body: 'sedan', doors: 5, price: 50000, tier: 3, gens: [['I', 2017, 2024]], engines: [['2.0 TDI 200 CP DSG', D, 1968, 200, A], ['2.0 TSI 280 CP 4Motion', P, 1984, 280, A]] },
  ] },
  { name: 'BMW', category: CARS, models: [
    { name: 'Seria 1', body: 'hatchback', doors: 5, price: 35000, tier: 2, gens: [['F20', 2011, 2019], ['F40', 2019, 2024], ['F70', 2024, null]], engines: [['116d 116 CP', D, 1496, 116, M], ['118i 136 CP', P, 1499, 136, A], ['120d 190 CP', D, 1995, 190, A]] },
    { name: 'Seria 3', body: 'sedan', doors: 4, price: 48000, tier: 2, gens: [['E90', 2005, 2012], ['F30', 2012, 2019], ['G20', 2019, null]], engines: [['318d 150 CP', D, 1995, 150, M], ['320d 190 CP', D, 1995, 190, A], ['320d xDrive 190 CP', D, 1995, 190, A], ['330i 258 CP', P, 1998, 258, A], ['330e 292 CP', H, 1998, 292, A]] },
    { name: 'Seria 5', body: 'sedan', doors: 4, price: 62000, tier: 3, gens: [['F10', 2010, 2017], ['G30', 2017, 2023], ['G60', 2023, null]], engines: [['520d 190 CP', D, 1995, 190, A], ['530d xDrive 286 CP', D, 2993, 286, A], ['530e 292 CP', H, 1998, 292, A], ['540i xDrive 340 CP', P, 2998, 340, A]] },
    { name: 'X1', body: 'suv', doors: 5, price: 45000, tier: 2, gens: [['F48', 2015, 2022], ['U11', 2022, null]], engines: [['sDrive18d 150 CP', D, 1995, 150, A], ['xDrive20d 190 CP', D, 1995, 190, A], ['sDrive18i 136 CP', P, 1499, 136, A]] },
    { name: 'X3', body: 'suv', doors: 5, price: 60000, tier: 3, gens: [['F25', 2010, 2017], ['G01', 2017, 2024], ['G45', 2024, null]], engines: [['xDrive20d 190 CP', D, 1995, 190, A], ['xDrive30d 286 CP', D, 2993, 286, A], ['xDrive30e 292 CP', H, 1998, 292, A]] },
    { name: 'X5', body: 'suv', doors: 5, price: 85000, tier: 3, gens: [['F15', 2013, 2018], ['G05', 2018, null]], engines: [['xDrive30d 265 CP', D, 2993, 265, A], ['xDrive40d 352 CP', D, 2993, 352, A], ['xDrive45e 394 CP', H, 2998, 394, A], ['M50i 530 CP', P, 4395, 530, A]] },
    { name: 'i4', body: 'coupe', doors: 5, price: 60000, tier: 3, gens: [['G26', 2021, null]], engines: [['eDrive35 286 CP', E, null, 286, A], ['eDrive40 340 CP', E, null, 340, A], ['M50 544 CP', E, null, 544, A]] },
  ] },
  { name: 'Mercedes-Benz', category: CARS, models: [
    { name: 'Clasa A', slug: 'clasa-a', body: 'hatchback', doors: 5, price: 36000, tier: 2, gens: [['W176', 2012, 2018], ['W177', 2018, null]], engines: [['A 180 136 CP', P, 1332, 136, A], ['A 180 d 116 CP', D, 1461, 116, A], ['A 200 d 150 CP', D, 1950, 150, A], ['A 250 e 218 CP', H, 1332, 218, A]] },
    { name: 'Clasa C', slug: 'clasa-c', body: 'sedan', doors: 4, price: 50000, tier: 2, gens: [['W204', 2007, 2014], ['W205', 2014, 2021], ['W206', 2021, null]], engines: [['C 200 204 CP', P, 1496, 204, A], ['C 220 d 200 CP', D, 1993, 200, A], ['C 300 d 4MATIC 265 CP', HD, 1993, 265, A], ['C 300 e 313 CP', H, 1999, 313, A]] },
    { name: 'Clasa E', slug: 'clasa-e', body: 'sedan', doors: 4, price: 62000, tier: 3, gens: [['W212', 2009, 2016], ['W213', 2016, 2023], ['W214', 2023, null]], engines: [['E 220 d 194 CP', D, 1950, 194, A], ['E 300 de 306 CP', H, 1950, 306, A], ['E 350 d 4MATIC 286 CP', D, 2925, 286, A], ['E 450 4MATIC 381 CP', HP, 2999, 381, A]] },
    { name: 'Clasa S', slug: 'clasa-s', body: 'sedan', doors: 4, price: 120000, tier: 3, gens: [['W222', 2013, 2020], ['W223', 2020, null]], engines: [['S 350 d 4MATIC 286 CP', D, 2925, 286, A], ['S 500 4MATIC 435 CP', HP, 2999, 435, A], ['S 580 e 510 CP', H, 2999, 510, A]] },
    { name: 'GLC', body: 'suv', doors: 5, price: 60000, tier: 3, gens: [['X253', 2015, 2022], ['X254', 2022, null]], engines: [['GLC 220 d 4MATIC 197 CP', HD, 1993, 197, A], ['GLC 300 d 4MATIC 269 CP', HD, 1993, 269, A], ['GLC 300 e 4MATIC 313 CP', H, 1999, 313, A]] },
    { name: 'GLE', body: 'suv', doors: 5, price: 85000, tier: 3, gens: [['W166', 2015, 2019], ['V167', 2019, null]], engines: [['GLE 350 d 4MATIC 272 CP', D, 2925, 272, A], ['GLE 400 d 4MATIC 330 CP', D, 2925, 330, A], ['GLE 350 de 4MATIC 333 CP', H, 1950, 333, A]] },
    { name: 'EQA', body: 'suv', doors: 5, price: 52000, tier: 2, gens: [['H243', 2021, null]], engines: [['EQA 250 190 CP', E, null, 190, A], ['EQA 350 4MATIC 292 CP', E, null, 292, A]] },
  ] },
  { name: 'Audi', category: CARS, models: [
    { name: 'A3', body: 'hatchback', doors: 5, price: 35000, tier: 2, gens: [['8V', 2012, 2020], ['8Y', 2020, null]], engines: [['30 TFSI 110 CP', P, 999, 110, M], ['35 TFSI 150 CP S tronic', P, 1498, 150, A], ['30 TDI 116 CP', D, 1968, 116, M], ['35 TDI 150 CP S tronic', D, 1968, 150, A]] },
    { name: 'A4', body: 'estate', doors: 5, price: 45000, tier: 2, gens: [['B8', 2007, 2015], ['B9', 2015, 2023]], engines: [['2.0 TDI 150 CP', D, 1968, 150, M], ['40 TDI 204 CP S tronic', D, 1968, 204, A], ['40 TDI quattro 204 CP', D, 1968, 204, A], ['35 TFSI 150 CP', P, 1984, 150, A]] },
    { name: 'A6', body: 'sedan', doors: 4, price: 60000, tier: 3, gens: [['C7', 2011, 2018], ['C8', 2018, null]], engines: [['40 TDI 204 CP', D, 1968, 204, A], ['45 TDI quattro 231 CP', D, 2967, 231, A], ['50 TDI quattro 286 CP', D, 2967, 286, A], ['55 TFSI e quattro 367 CP', H, 1984, 367, A]] },
    { name: 'Q3', body: 'suv', doors: 5, price: 42000, tier: 2, gens: [['8U', 2011, 2018], ['F3', 2018, null]], engines: [['35 TFSI 150 CP', P, 1498, 150, A], ['35 TDI 150 CP', D, 1968, 150, A], ['40 TDI quattro 200 CP', D, 1968, 200, A]] },
    { name: 'Q5', body: 'suv', doors: 5, price: 58000, tier: 3, gens: [['8R', 2008, 2016], ['FY', 2016, 2024], ['GU', 2024, null]], engines: [['40 TDI quattro 204 CP', HD, 1968, 204, A], ['50 TDI quattro 286 CP', D, 2967, 286, A], ['55 TFSI e quattro 367 CP', H, 1984, 367, A]] },
    { name: 'Q7', body: 'suv', doors: 7, price: 80000, tier: 3, gens: [['4M', 2015, null]], engines: [['45 TDI quattro 231 CP', D, 2967, 231, A], ['50 TDI quattro 286 CP', D, 2967, 286, A], ['60 TFSI e quattro 456 CP', H, 2995, 456, A]] },
    { name: 'e-tron', slug: 'e-tron', body: 'suv', doors: 5, price: 80000, tier: 3, gens: [['GE', 2018, 2022], ['Q8 e-tron', 2023, null]], engines: [['50 quattro 313 CP', E, null, 313, A], ['55 quattro 408 CP', E, null, 408, A]] },
  ] },
  { name: 'Skoda', category: CARS, models: [
    { name: 'Fabia', body: 'hatchback', doors: 5, price: 18000, tier: 0, gens: [['III', 2014, 2021], ['IV', 2021, null]], engines: vwGroupSmall },
    { name: 'Octavia', body: 'estate', doors: 5, price: 28000, tier: 1, gens: [['II', 2004, 2013], ['III', 2013, 2020], ['IV', 2020, null]], engines: [['1.0 TSI 110 CP', P, 999, 110, M], ['1.5 TSI 150 CP DSG', P, 1498, 150, A], ['1.6 TDI 115 CP', D, 1598, 115, M], ['2.0 TDI 150 CP DSG', D, 1968, 150, A], ['2.0 TDI 200 CP 4x4 RS', D, 1968, 200, A]] },
    { name: 'Superb', body: 'sedan', doors: 5, price: 40000, tier: 2, gens: [['II', 2008, 2015], ['III', 2015, 2023], ['IV', 2024, null]], engines: vwGroupBig },
    { name: 'Kamiq', body: 'suv', doors: 5, price: 24000, tier: 1, gens: [['I', 2019, null]], engines: [['1.0 TSI 110 CP', P, 999, 110, M], ['1.5 TSI 150 CP DSG', P, 1498, 150, A]] },
    { name: 'Karoq', body: 'suv', doors: 5, price: 30000, tier: 1, gens: [['I', 2017, null]], engines: [['1.5 TSI 150 CP DSG', P, 1498, 150, A], ['2.0 TDI 150 CP 4x4', D, 1968, 150, A]] },
    { name: 'Kodiaq', body: 'suv', doors: 5, price: 38000, tier: 2, gens: [['I', 2016, 2023], ['II', 2024, null]], engines: [['1.5 TSI 150 CP DSG', P, 1498, 150, A], ['2.0 TDI 150 CP DSG', D, 1968, 150, A], ['2.0 TDI 200 CP 4x4', D, 1968, 200, A]] },
    { name: 'Enyaq', body: 'suv', doors: 5, price: 45000, tier: 2, gens: [['I', 2021, null]], engines: [['iV 60 180 CP', E, null, 180, A], ['iV 80 204 CP', E, null, 204, A], ['iV 80x 265 CP', E, null, 265, A]] },
  ] },
  { name: 'Renault', category: CARS, models: [
    { name: 'Clio', body: 'hatchback', doors: 5, price: 18000, tier: 1, gens: [['IV', 2012, 2019], ['V', 2019, null]], engines: [['0.9 TCe 90 CP', P, 898, 90, M], ['1.0 TCe 100 CP LPG', LPG, 999, 100, M], ['1.5 dCi 90 CP', D, 1461, 90, M], ['E-Tech 145 CP', HP, 1598, 145, A]] },
    { name: 'Megane', body: 'hatchback', doors: 5, price: 24000, tier: 1, gens: [['III', 2008, 2016], ['IV', 2016, 2023]], engines: [['1.3 TCe 140 CP EDC', P, 1333, 140, A], ['1.5 dCi 110 CP', D, 1461, 110, M], ['1.5 Blue dCi 115 CP', D, 1461, 115, M]] },
    { name: 'Captur', body: 'suv', doors: 5, price: 23000, tier: 1, gens: [['I', 2013, 2019], ['II', 2019, null]], engines: [['1.0 TCe 90 CP', P, 999, 90, M], ['1.3 TCe 140 CP EDC', P, 1333, 140, A], ['1.5 dCi 95 CP', D, 1461, 95, M], ['E-Tech Plug-in 160 CP', H, 1598, 160, A]] },
    { name: 'Kadjar', body: 'suv', doors: 5, price: 26000, tier: 1, gens: [['I', 2015, 2022]], engines: [['1.3 TCe 140 CP', P, 1333, 140, M], ['1.5 Blue dCi 115 CP', D, 1461, 115, M], ['1.7 Blue dCi 150 CP 4x4', D, 1749, 150, M]] },
    { name: 'Austral', body: 'suv', doors: 5, price: 34000, tier: 2, gens: [['I', 2022, null]], engines: [['1.3 TCe 160 CP', HP, 1332, 160, A], ['E-Tech 200 CP', HP, 1199, 200, A]] },
    { name: 'Zoe', body: 'hatchback', doors: 5, price: 30000, tier: 1, gens: [['I', 2012, 2024]], engines: [['R110 108 CP', E, null, 108, A], ['R135 135 CP', E, null, 135, A]] },
  ] },
  { name: 'Ford', category: CARS, models: [
    { name: 'Fiesta', body: 'hatchback', doors: 5, price: 17000, tier: 0, gens: [['VI', 2008, 2017], ['VII', 2017, 2023]], engines: [['1.0 EcoBoost 100 CP', P, 999, 100, M], ['1.0 EcoBoost 125 CP', P, 999, 125, M], ['1.5 TDCi 85 CP', D, 1499, 85, M]] },
    { name: 'Focus', body: 'estate', doors: 5, price: 24000, tier: 1, gens: [['III', 2010, 2018], ['IV', 2018, 2025]], engines: [['1.0 EcoBoost 125 CP', P, 999, 125, M], ['1.5 EcoBlue 120 CP', D, 1499, 120, M], ['2.0 EcoBlue 150 CP', D, 1995, 150, A]] },
    { name: 'Mondeo', body: 'estate', doors: 5, price: 32000, tier: 2, gens: [['IV', 2007, 2014], ['V', 2014, 2022]], engines: [['2.0 TDCi 150 CP', D, 1997, 150, M], ['2.0 TDCi 180 CP Powershift', D, 1997, 180, A], ['2.0 Hybrid 187 CP', HP, 1999, 187, A]] },
    { name: 'Kuga', body: 'suv', doors: 5, price: 33000, tier: 2, gens: [['II', 2012, 2019], ['III', 2019, null]], engines: [['1.5 EcoBoost 150 CP', P, 1497, 150, M], ['2.0 EcoBlue 150 CP', D, 1995, 150, M], ['2.5 PHEV 225 CP', H, 2488, 225, A]] },
    { name: 'Puma', body: 'suv', doors: 5, price: 25000, tier: 1, gens: [['I', 2019, null]], engines: [['1.0 EcoBoost mHEV 125 CP', HP, 999, 125, M], ['1.0 EcoBoost mHEV 155 CP', HP, 999, 155, A]] },
    { name: 'Mustang Mach-E', slug: 'mustang-mach-e', body: 'suv', doors: 5, price: 55000, tier: 3, gens: [['I', 2020, null]], engines: [['Standard Range RWD 269 CP', E, null, 269, A], ['Extended Range AWD 351 CP', E, null, 351, A]] },
  ] },
];
