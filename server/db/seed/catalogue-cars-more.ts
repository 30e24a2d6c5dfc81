/** Car makes (category 29), part 2. */
import type { MakeSeed } from './catalogue-types';

const CARS = 29;
const P = 'petrol', D = 'diesel', E = 'electric', H = 'hybrid', HP = 'hybrid_petrol', HD = 'hybrid_diesel', LPG = 'petrol_lpg';
const M = 'manual', A = 'automatic';

export const CAR_MAKES_2: MakeSeed[] = [
  { name: 'Opel', category: CARS, models: [
    { name: 'Corsa', body: 'hatchback', doors: 5, price: 18000, tier: 0, gens: [['E', 2014, 2019], ['F', 2019, null]], engines: [['1.2 75 CP', P, 1199, 75, M], ['1.2 Turbo 100 CP', P, 1199, 100, M], ['1.4 LPG 90 CP', LPG, 1398, 90, M], ['Corsa-e 136 CP', E, null, 136, A]] },
    { name: 'Astra', body: 'hatchback', doors: 5, price: 25000, tier: 1, gens: [['J', 2009, 2015], ['K', 2015, 2021], ['L', 2021, null]], engines: [['1.4 Turbo 140 CP', P, 1364, 140, M], ['1.6 CDTI 136 CP', D, 1598, 136, M], ['1.5 Diesel 130 CP', D, 1499, 130, A], ['1.6 Plug-in Hybrid 180 CP', H, 1598, 180, A]] },
    { name: 'Insignia', body: 'estate', doors: 5, price: 33000, tier: 2, gens: [['A', 2008, 2017], ['B', 2017, 2022]], engines: [['2.0 CDTI 170 CP', D, 1956, 170, A], ['1.6 CDTI 136 CP', D, 1598, 136, M], ['1.5 Turbo 165 CP', P, 1490, 165, A]] },
    { name: 'Mokka', body: 'suv', doors: 5, price: 25000, tier: 1, gens: [['X', 2012, 2019], ['B', 2020, null]], engines: [['1.2 Turbo 130 CP', P, 1199, 130, A], ['1.6 CDTI 136 CP', D, 1598, 136, M], ['Mokka-e 136 CP', E, null, 136, A]] },
    { name: 'Grandland', body: 'suv', doors: 5, price: 32000, tier: 2, gens: [['X', 2017, 2024]], engines: [['1.2 Turbo 130 CP', P, 1199, 130, A], ['1.5 Diesel 130 CP', D, 1499, 130, A], ['Hybrid4 300 CP', H, 1598, 300, A]] },
    { name: 'Zafira', body: 'mpv', doors: 5, price: 27000, tier: 1, gens: [['C Tourer', 2011, 2019]], engines: [['1.6 CDTI 134 CP', D, 1598, 134, M], ['1.4 Turbo 140 CP', P, 1364, 140, M], ['2.0 CDTI 170 CP', D, 1956, 170, A]] },
  ] },
  { name: 'Toyota', category: CARS, models: [
    { name: 'Yaris', body: 'hatchback', doors: 5, price: 20000, tier: 1, gens: [['III', 2011, 2020], ['IV', 2020, null]], engines: [['1.0 VVT-i 72 CP', P, 998, 72, M], ['1.5 Hybrid 116 CP', HP, 1490, 116, A]] },
    { name: 'Auris', body: 'hatchback', doors: 5, price: 22000, tier: 1, gens: [['II', 2012, 2018]], engines: [['1.33 Dual VVT-i 99 CP', P, 1329, 99, M], ['1.8 Hybrid 136 CP', HP, 1798, 136, A], ['1.4 D-4D 90 CP', D, 1364, 90, M]] },
    { name: 'Corolla', body: 'estate', doors: 5, price: 27000, tier: 1, gens: [['E210', 2018, null]], engines: [['1.8 Hybrid 122 CP', HP, 1798, 122, A], ['2.0 Hybrid 184 CP', HP, 1987, 184, A], ['1.2 Turbo 116 CP', P, 1197, 116, M]] },
    { name: 'C-HR', slug: 'c-hr', body: 'suv', doors: 5, price: 30000, tier: 2, gens: [['I', 2016, 2023], ['II', 2023, null]], engines: [['1.8 Hybrid 122 CP', HP, 1798, 122, A], ['2.0 Hybrid 184 CP', HP, 1987, 184, A]] },
    { name: 'RAV4', slug: 'rav4', body: 'suv', doors: 5, price: 38000, tier: 2, gens: [['IV', 2012, 2018], ['V', 2018, null]], engines: [['2.5 Hybrid 218 CP', HP, 2487, 218, A], ['2.5 Hybrid AWD-i 222 CP', HP, 2487, 222, A], ['2.0 D-4D 143 CP', D, 1998, 143, M], ['2.5 Plug-in Hybrid 306 CP', H, 2487, 306, A]] },
    { name: 'Camry', body: 'sedan', doors: 4, price: 40000, tier: 3, gens: [['XV70', 2019, null]], engines: [['2.5 Hybrid 218 CP', HP, 2487, 218, A]] },
    { name: 'Land Cruiser', body: 'suv', doors: 5, price: 65000, tier: 3, gens: [['J150', 2009, 2023], ['J250', 2024, null]], engines: [['2.8 D-4D 204 CP', D, 2755, 204, A], ['3.0 D-4D 190 CP', D, 2982, 190, A]] },
  ] },
  { name: 'Hyundai', category: CARS, models: [
    { name: 'i20', body: 'hatchback', doors: 5, price: 18000, tier: 0, gens: [['II', 2014, 2020], ['III', 2020, null]], engines: [['1.2 MPi 84 CP', P, 1197, 84, M], ['1.0 T-GDi 100 CP', P, 998, 100, M]] },
    { name: 'i30', body: 'hatchback', doors: 5, price: 23000, tier: 1, gens: [['II', 2012, 2016], ['III', 2017, null]], engines: [['1.0 T-GDi 120 CP', P, 998, 120, M], ['1.6 CRDi 136 CP DCT', D, 1598, 136, A], ['1.4 MPi 100 CP', P, 1368, 100, M]] },
    { name: 'Kona', body: 'suv', doors: 5, price: 26000, tier: 1, gens: [['I', 2017, 2023], ['II', 2023, null]], engines: [['1.0 T-GDi 120 CP', P, 998, 120, M], ['1.6 GDi Hybrid 141 CP', HP, 1580, 141, A], ['Electric 204 CP', E, null, 204, A]] },
    { name: 'Tucson', body: 'suv', doors: 5, price: 33000, tier: 2, gens: [['III', 2015, 2020], ['IV', 2020, null]], engines: [['1.6 T-GDi 150 CP', P, 1598, 150, M], ['1.6 CRDi 136 CP', HD, 1598, 136, A], ['1.6 T-GDi HEV 230 CP', HP, 1598, 230, A], ['1.6 T-GDi PHEV 265 CP', H, 1598, 265, A]] },
    { name: 'Santa Fe', body: 'suv', doors: 5, price: 45000, tier: 3, gens: [['IV', 2018, 2023], ['V', 2024, null]], engines: [['2.2 CRDi 200 CP 4WD', D, 2199, 200, A], ['1.6 T-GDi HEV 230 CP', HP, 1598, 230, A]] },
    { name: 'Ioniq 5', body: 'suv', doors: 5, price: 48000, tier: 3, gens: [['I', 2021, null]], engines: [['58 kWh 170 CP', E, null, 170, A], ['77 kWh AWD 325 CP', E, null, 325, A]] },
  ] },
  { name: 'Kia', category: CARS, models: [
    { name: 'Picanto', body: 'hatchback', doors: 5, price: 13000, tier: 0, gens: [['III', 2017, null]], engines: [['1.0 MPi 67 CP', P, 998, 67, M], ['1.2 MPi 84 CP', P, 1197, 84, A]] },
    { name: 'Rio', body: 'hatchback', doors: 5, price: 16000, tier: 0, gens: [['IV', 2017, 2023]], engines: [['1.2 MPi 84 CP', P, 1197, 84, M], ['1.0 T-GDi 100 CP', P, 998, 100, M]] },
    { name: 'Ceed', body: 'estate', doors: 5, price: 23000, tier: 1, gens: [['II', 2012, 2018], ['III', 2018, null]], engines: [['1.0 T-GDi 120 CP', P, 998, 120, M], ['1.5 T-GDi 160 CP DCT', P, 1482, 160, A], ['1.6 CRDi 136 CP', D, 1598, 136, M]] },
    { name: 'Sportage', body: 'suv', doors: 5, price: 32000, tier: 2, gens: [['IV', 2016, 2021], ['V', 2021, null]], engines: [['1.6 T-GDi 150 CP', P, 1598, 150, M], ['1.6 CRDi 136 CP', HD, 1598, 136, A], ['1.6 T-GDi HEV 230 CP', HP, 1598, 230, A]] },
    { name: 'Sorento', body: 'suv', doors: 7, price: 45000, tier: 3, gens: [['IV', 2020, null]], engines: [['2.2 CRDi 202 CP AWD', D, 2151, 202, A], ['1.6 T-GDi HEV 230 CP', HP, 1598, 230, A]] },
    { name: 'Niro', body: 'suv', doors: 5, price: 32000, tier: 2, gens: [['I', 2016, 2022], ['II', 2022, null]], engines: [['1.6 GDi HEV 141 CP', HP, 1580, 141, A], ['e-Niro 204 CP', E, null, 204, A]] },
    { name: 'EV6', slug: 'ev6', body: 'suv', doors: 5, price: 50000, tier: 3, gens: [['I', 2021, null]], engines: [['77 kWh RWD 229 CP', E, null, 229, A], ['77 kWh AWD 325 CP', E, null, 325, A]] },
  ] },
  { name: 'Peugeot', category: CARS, models: [
    { name: '208', body: 'hatchback', doors: 5, price: 19000, tier: 1, gens: [['I', 2012, 2019], ['II', 2019, null]], engines: [['1.2 PureTech 75 CP', P, 1199, 75, M], ['1.2 PureTech 100 CP', P, 1199, 100, M], ['1.5 BlueHDi 100 CP', D, 1499, 100, M], ['e-208 136 CP', E, null, 136, A]] },
    { name: '2008', body: 'suv', doors: 5, price: 24000, tier: 1, gens: [['I', 2013, 2019], ['II', 2019, null]], engines: [['1.2 PureTech 130 CP EAT8', P, 1199, 130, A], ['1.5 BlueHDi 110 CP', D, 1499, 110, M], ['e-2008 136 CP', E, null, 136, A]] },
    { name: '308', body: 'estate', doors: 5, price: 27000, tier: 1, gens: [['II', 2013, 2021], ['III', 2021, null]], engines: [['1.2 PureTech 130 CP', P, 1199, 130, M], ['1.5 BlueHDi 130 CP EAT8', D, 1499, 130, A], ['1.6 BlueHDi 120 CP', D, 1560, 120, M], ['Hybrid 225 CP', H, 1598, 225, A]] },
    { name: '3008', body: 'suv', doors: 5, price: 34000, tier: 2, gens: [['II', 2016, 2023], ['III', 2024, null]], engines: [['1.2 PureTech 130 CP', P, 1199, 130, M], ['1.5 BlueHDi 130 CP EAT8', D, 1499, 130, A], ['2.0 BlueHDi 180 CP EAT8', D, 1997, 180, A], ['Hybrid4 300 CP', H, 1598, 300, A]] },
    { name: '5008', body: 'suv', doors: 5, price: 37000, tier: 2, gens: [['II', 2017, 2023]], engines: [['1.5 BlueHDi 130 CP', D, 1499, 130, M], ['2.0 BlueHDi 180 CP EAT8', D, 1997, 180, A]] },
    { name: '508', body: 'sedan', doors: 5, price: 40000, tier: 2, gens: [['I', 2011, 2018], ['II', 2018, null]], engines: [['2.0 BlueHDi 160 CP EAT8', D, 1997, 160, A], ['1.6 PureTech 180 CP', P, 1598, 180, A], ['Hybrid 225 CP', H, 1598, 225, A]] },
  ] },
  { name: 'Tesla', category: CARS, models: [
    { name: 'Model 3', body: 'sedan', doors: 4, price: 45000, tier: 3, gens: [['I', 2017, 2023], ['Highland', 2023, null]], engines: [['Standard Range Plus 283 CP', E, null, 283, A], ['Long Range AWD 498 CP', E, null, 498, A], ['Performance 513 CP', E, null, 513, A]] },
    { name: 'Model Y', body: 'suv', doors: 5, price: 50000, tier: 3, gens: [['I', 2020, null]], engines: [['RWD 299 CP', E, null, 299, A], ['Long Range AWD 514 CP', E, null, 514, A], ['Performance 534 CP', E, null, 534, A]] },
    { name: 'Model S', body: 'sedan', doors: 5, price: 95000, tier: 3, gens: [['I', 2012, null]], engines: [['Long Range 670 CP', E, null, 670, A], ['Plaid 1020 CP', E, null, 1020, A]] },
    { name: 'Model X', body: 'suv', doors: 5, price: 105000, tier: 3, gens: [['I', 2015, null]], engines: [['Long Range 670 CP', E, null, 670, A], ['Plaid 1020 CP', E, null, 1020, A]] },
  ] },
  { name: 'Volvo', category: CARS, models: [
    { name: 'XC40', slug: 'xc40', body: 'suv', doors: 5, price: 40000, tier: 2, gens: [['I', 2017, null]], engines: [['B3 163 CP', HP, 1969, 163, A], ['D3 150 CP', D, 1969, 150, M], ['Recharge T5 262 CP', H, 1477, 262, A], ['Recharge 408 CP', E, null, 408, A]] },
    { name: 'XC60', slug: 'xc60', body: 'suv', doors: 5, price: 55000, tier: 3, gens: [['I', 2008, 2017], ['II', 2017, null]], engines: [['D4 190 CP', D, 1969, 190, A], ['B4 AWD 197 CP', HD, 1969, 197, A], ['D5 AWD 235 CP', D, 1969, 235, A], ['T8 Recharge 455 CP', H, 1969, 455, A]] },
    { name: 'XC90', slug: 'xc90', body: 'suv', doors: 5, price: 75000, tier: 3, gens: [['II', 2014, null]], engines: [['B5 AWD 235 CP', HD, 1969, 235, A], ['D5 AWD 235 CP', D, 1969, 235, A], ['T8 Recharge 455 CP', H, 1969, 455, A]] },
    { name: 'S60', slug: 's60', body: 'sedan', doors: 4, price: 45000, tier: 2, gens: [['II', 2010, 2018], ['III', 2018, null]], engines: [['D4 190 CP', D, 1969, 190, A], ['B4 197 CP', HP, 1969, 197, A]] },
    { name: 'V60', slug: 'v60', body: 'estate', doors: 5, price: 47000, tier: 2, gens: [['I', 2010, 2018], ['II', 2018, null]], engines: [['D3 150 CP', D, 1969, 150, M], ['D4 190 CP', D, 1969, 190, A], ['T6 Recharge 350 CP', H, 1969, 350, A]] },
    { name: 'V90', slug: 'v90', body: 'estate', doors: 5, price: 55000, tier: 3, gens: [['II', 2016, null]], engines: [['D4 190 CP', D, 1969, 190, A], ['B5 235 CP', HD, 1969, 235, A]] },
  ] },
  { name: 'Fiat', category: CARS, models: [
    { name: 'Panda', body: 'hatchback', doors: 5, price: 13000, tier: 0, gens: [['III', 2011, null]], engines: [['1.2 69 CP', P, 1242, 69, M], ['1.0 Hybrid 70 CP', HP, 999, 70, M]] },
    { name: '500', body: 'hatchback', doors: 3, price: 16000, tier: 1, gens: [['I', 2007, 2024]], engines: [['1.2 69 CP', P, 1242, 69, M], ['0.9 TwinAir 85 CP', P, 875, 85, M], ['500e 118 CP', E, null, 118, A]] },
    { name: 'Tipo', body: 'sedan', doors: 4, price: 18000, tier: 0, gens: [['II', 2015, null]], engines: [['1.4 95 CP', P, 1368, 95, M], ['1.3 MultiJet 95 CP', D, 1248, 95, M], ['1.6 MultiJet 120 CP', D, 1598, 120, M]] },
  ] },
  { name: 'Nissan', category: CARS, models: [
    { name: 'Qashqai', body: 'suv', doors: 5, price: 30000, tier: 1, gens: [['J11', 2013, 2021], ['J12', 2021, null]], engines: [['1.3 DIG-T 140 CP', HP, 1332, 140, M], ['1.5 dCi 110 CP', D, 1461, 110, M], ['1.6 dCi 130 CP 4x4', D, 1598, 130, M], ['e-Power 190 CP', HP, 1497, 190, A]] },
    { name: 'Juke', body: 'suv', doors: 5, price: 22000, tier: 1, gens: [['F15', 2010, 2019], ['F16', 2019, null]], engines: [['1.0 DIG-T 117 CP', P, 999, 117, M], ['1.5 dCi 110 CP', D, 1461, 110, M]] },
    { name: 'X-Trail', slug: 'x-trail', body: 'suv', doors: 5, price: 36000, tier: 2, gens: [['T32', 2014, 2022]], engines: [['1.6 dCi 130 CP', D, 1598, 130, M], ['2.0 dCi 177 CP 4x4', D, 1995, 177, A]] },
    { name: 'Leaf', body: 'hatchback', doors: 5, price: 32000, tier: 1, gens: [['ZE1', 2017, null]], engines: [['40 kWh 150 CP', E, null, 150, A], ['e+ 62 kWh 217 CP', E, null, 217, A]] },
  ] },
  { name: 'Seat', category: CARS, models: [
    { name: 'Ibiza', body: 'hatchback', doors: 5, price: 18000, tier: 0, gens: [['IV', 2008, 2017], ['V', 2017, null]], engines: [['1.0 MPI 80 CP', P, 999, 80, M], ['1.0 TSI 110 CP', P, 999, 110, M], ['1.6 TDI 95 CP', D, 1598, 95, M]] },
    { name: 'Leon', body: 'estate', doors: 5, price: 25000, tier: 1, gens: [['III', 2012, 2020], ['IV', 2020, null]], engines: [['1.5 TSI 150 CP', P, 1498, 150, M], ['2.0 TDI 150 CP DSG', D, 1968, 150, A], ['1.4 e-Hybrid 204 CP', H, 1395, 204, A]] },
    { name: 'Ateca', body: 'suv', doors: 5, price: 30000, tier: 1, gens: [['I', 2016, null]], engines: [['1.5 TSI 150 CP DSG', P, 1498, 150, A], ['2.0 TDI 150 CP 4Drive', D, 1968, 150, A]] },
  ] },
  { name: 'Mazda', category: CARS, models: [
    { name: 'Mazda3', slug: 'mazda3', body: 'hatchback', doors: 5, price: 25000, tier: 2, gens: [['BM', 2013, 2019], ['BP', 2019, null]], engines: [['2.0 Skyactiv-G 122 CP', HP, 1998, 122, M], ['1.8 Skyactiv-D 116 CP', D, 1759, 116, M], ['2.0 e-Skyactiv-X 186 CP', HP, 1998, 186, A]] },
    { name: 'CX-5', slug: 'cx-5', body: 'suv', doors: 5, price: 33000, tier: 2, gens: [['KE', 2012, 2017], ['KF', 2017, null]], engines: [['2.0 Skyactiv-G 165 CP', P, 1998, 165, M], ['2.2 Skyactiv-D 150 CP', D, 2191, 150, M], ['2.2 Skyactiv-D 184 CP AWD', D, 2191, 184, A]] },
    { name: 'Mazda6', slug: 'mazda6', body: 'estate', doors: 5, price: 32000, tier: 2, gens: [['GJ', 2012, 2024]], engines: [['2.0 Skyactiv-G 165 CP', P, 1998, 165, M], ['2.2 Skyactiv-D 150 CP', D, 2191, 150, A]] },
  ] },
  { name: 'Porsche', category: CARS, models: [
    { name: 'Cayenne', body: 'suv', doors: 5, price: 95000, tier: 3, gens: [['92A', 2010, 2017], ['9Y0', 2017, null]], engines: [['3.0 V6 340 CP', P, 2995, 340, A], ['3.0 Diesel 262 CP', D, 2967, 262, A], ['E-Hybrid 470 CP', H, 2995, 470, A]] },
    { name: 'Macan', body: 'suv', doors: 5, price: 75000, tier: 3, gens: [['95B', 2014, null]], engines: [['2.0 265 CP', P, 1984, 265, A], ['S 3.0 V6 380 CP', P, 2894, 380, A], ['4 Electric 408 CP', E, null, 408, A]] },
    { name: '911', body: 'coupe', doors: 2, price: 130000, tier: 3, gens: [['991', 2011, 2019], ['992', 2019, null]], engines: [['Carrera 385 CP', P, 2981, 385, A], ['Carrera S 450 CP', P, 2981, 450, A]] },
  ] },
  { name: 'Land Rover', category: CARS, models: [
    { name: 'Range Rover Evoque', body: 'suv', doors: 5, price: 50000, tier: 3, gens: [['L538', 2011, 2018], ['L551', 2019, null]], engines: [['D150 AWD 150 CP', D, 1999, 150, A], ['D180 AWD 180 CP', HD, 1999, 180, A], ['P300e 309 CP', H, 1497, 309, A]] },
    { name: 'Range Rover Sport', body: 'suv', doors: 5, price: 95000, tier: 3, gens: [['L494', 2013, 2022], ['L461', 2022, null]], engines: [['SDV6 306 CP', D, 2993, 306, A], ['D300 MHEV 300 CP', HD, 2997, 300, A], ['P440e 440 CP', H, 2996, 440, A]] },
    { name: 'Defender', body: 'suv', doors: 5, price: 70000, tier: 3, gens: [['L663', 2020, null]], engines: [['D250 MHEV 249 CP', HD, 2997, 249, A], ['P400e 404 CP', H, 1997, 404, A]] },
  ] },
];
