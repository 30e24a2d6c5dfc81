/**
 * Motorcycles: a side drawing (centimetres, rear axle at x = 40) placed on the middle plane of
 * the bike, so the three-quarter views turn it; handlebars and footpegs stick out as rods.
 */
import { shade } from './paint';
import { box, circle, line, type Model, poly, type Pt, P } from './scene';

const METAL = '#9aa1a9';
const BLACK = '#1c1d20';

function wheel(x: number, r: number, disc: boolean): string {
  let svg =
    circle(x, r, r, `fill="${BLACK}"`) +
    circle(x, r, r * 0.72, 'fill="#2c2e33"') +
    circle(x, r, r * 0.68, 'fill="none" stroke="#5c6168" stroke-width="2.5"');
  for (let i = 0; i < 5; i += 1) {
    const a = (i * 72 * Math.PI) / 180;
    svg += line(
      [
        [x + Math.cos(a) * r * 0.12, r + Math.sin(a) * r * 0.12],
        [x + Math.cos(a + 0.25) * r * 0.68, r + Math.sin(a + 0.25) * r * 0.68],
      ],
      'stroke="#6d737a" stroke-width="3"',
    );
  }
  if (disc)
    svg += circle(x, r, r * 0.5, `fill="none" stroke="${METAL}" stroke-width="${r * 0.16}" stroke-dasharray="4 3"`);
  return svg + circle(x, r, r * 0.12, `fill="${METAL}" stroke="#555" stroke-width="1"`);
}

function naked(paint: string, sport: boolean): string {
  const dark = shade(paint, 0.7);
  const light = shade(paint, 1.3);
  let svg = wheel(40, 31, false) + wheel(190, 31, true);
  svg += poly(P('40 34, 100 56, 104 48, 44 28'), `fill="${METAL}"`); // swingarm
  svg += line(P('44 36, 96 78'), 'stroke="#d4a017" stroke-width="5" stroke-linecap="round"'); // shock
  svg += poly(P('84 26, 80 64, 96 84, 140 86, 152 62, 144 24'), 'fill="#35383d"'); // engine
  svg += line(P('62 100, 100 72'), 'stroke="#2a2b2f" stroke-width="5"'); // subframe
  for (let i = 0; i < 4; i += 1)
    svg += line(
      [
        [104 + i * 9, 62],
        [110 + i * 9, 82],
      ],
      `stroke="${METAL}" stroke-width="3"`,
    );
  svg += line(
    P('140 50, 150 30, 120 22, 70 26, 36 52'),
    `stroke="${METAL}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"`,
  ); // exhaust
  svg += poly(P('22 48, 22 62, 60 58, 60 46'), 'fill="url(#chrome)"'); // muffler
  svg += line(P('98 72, 160 116, 108 96, 100 60'), 'stroke="#2a2b2f" stroke-width="5" stroke-linejoin="round"'); // frame
  svg += line(P('163 118, 190 31'), `stroke="${sport ? '#c9a227' : METAL}" stroke-width="7" stroke-linecap="round"`); // fork
  svg += poly(P('48 102, 62 96, 106 96, 112 110, 60 110'), `fill="${BLACK}"`); // seat
  svg += poly(P('10 112, 30 106, 60 98, 62 106, 30 114, 12 116'), `fill="${paint}"`); // tail
  svg += poly(P('36 104, 60 96, 100 86, 108 94, 104 100, 62 108'), `fill="${dark}"`); // side panel
  svg += box(12, 106, 22, 112, 'fill="#c4121b"', 2);
  svg += poly(P('106 100, 114 122, 150 126, 160 112, 150 96, 112 94'), `fill="${paint}"`); // tank
  svg += poly(P('116 120, 148 123, 152 116, 120 114'), `fill="${light}" fill-opacity="0.8"`);
  svg += poly(P('114 100, 152 100, 156 106, 118 104'), `fill="${dark}"`);
  svg += `<path d="M166 -54A35 35 0 0 1 212 -58" stroke="${paint}" stroke-width="6" fill="none"/>`; // front mudguard
  if (sport) {
    svg += poly(P('120 60, 150 50, 196 82, 200 112, 176 138, 156 128, 150 100, 126 84'), `fill="${paint}"`); // fairing
    svg += poly(P('150 56, 190 80, 192 96, 150 76'), `fill="${dark}"`);
    svg += poly(P('176 138, 168 152, 184 146, 198 118'), 'fill="url(#glass)"'); // screen
    svg += poly(P('188 112, 200 112, 198 104, 186 106'), 'fill="#e8f2fb" stroke="#555" stroke-width="1"');
    svg += poly(P('8 114, 18 117, 64 104, 62 94, 40 99'), `fill="${paint}"`);
  } else {
    svg +=
      circle(176, 112, 10, 'fill="url(#chrome)" stroke="#333" stroke-width="2"') +
      circle(179, 112, 6, 'fill="#f4f8fc"');
    svg += line(P('160 122, 150 132'), `stroke="${BLACK}" stroke-width="4"`);
  }
  return svg;
}

function scooter(paint: string): string {
  const light = shade(paint, 1.3);
  let svg = wheel(30, 22, false) + wheel(160, 22, true);
  svg += poly(P('4 46, 2 64, 12 82, 50 90, 88 88, 100 66, 90 40, 60 30, 20 30'), `fill="${paint}"`); // rear body
  svg += poly(P('20 80, 80 82, 84 76, 24 72'), `fill="${light}" fill-opacity="0.7"`);
  svg += poly(P('18 88, 20 97, 60 100, 90 96, 92 88'), `fill="${BLACK}"`); // seat
  svg += poly(P('80 30, 80 40, 134 40, 134 30'), 'fill="#2e3034"'); // floorboard
  svg += poly(P('122 34, 126 96, 138 116, 152 118, 158 104, 150 60, 140 34'), `fill="${paint}"`); // leg shield
  svg += line(P('148 110, 160 22'), `stroke="${METAL}" stroke-width="5"`);
  svg += poly(P('140 116, 142 126, 164 128, 166 118'), `fill="${paint}"`);
  svg += circle(162, 112, 6, 'fill="#f4f8fc" stroke="#555" stroke-width="1.5"');
  svg += box(2, 64, 8, 72, 'fill="#c4121b"', 2);
  svg += poly(P('40 28, 84 28, 84 20, 44 20'), `fill="${METAL}"`);
  return svg;
}

export const MOTO_SHAPES = ['moto_naked', 'moto_sport', 'scooter'];

export function motoModel(shape: string, paint: string): Model {
  const isScooter = shape === 'scooter';
  const svg = isScooter ? scooter(paint) : naked(paint, shape === 'moto_sport');
  const bar: Pt = isScooter ? [146, 126] : shape === 'moto_sport' ? [156, 118] : [152, 132];
  return {
    width: 70,
    parts: [],
    flat: { z: 35, svg, box: [0, 0, isScooter ? 184 : 222, isScooter ? 130 : 150] },
    rods: [
      { a: [bar[0], bar[1], 0], b: [bar[0], bar[1], 70], width: 4, fill: 'trim', layer: 4 },
      { a: [bar[0], bar[1], 6], b: [bar[0], bar[1], 64], width: 2.5, fill: 'metal', layer: 4 },
    ],
  };
}
