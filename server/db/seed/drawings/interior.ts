/**
 * Inside views of road vehicles, drawn straight on the 1280 x 960 canvas: the cabin seen from
 * the rear seat (front seats, steering wheel, console) and the driver's dashboard. The trim
 * strip carries the body colour; trucks and buses get a bigger, flatter wheel.
 */
import { mix, shade } from './paint';

export type Cabin = 'car' | 'truck';

const SEAT = '#2c2e33';

function outside(w: number, top: number, bottom: number): string {
  return `<linearGradient id="in-sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#bcd6ea"/><stop offset="0.7" stop-color="#eef4f8"/><stop offset="1" stop-color="#c9ccc4"/></linearGradient><rect y="${top}" width="${w}" height="${bottom - top}" fill="url(#in-sky)"/><path d="M0 ${bottom - 40}Q320 ${bottom - 70} 640 ${bottom - 55}T${w} ${bottom - 60}V${bottom}H0Z" fill="#9aae8c" opacity="0.7"/>`;
}

function steeringWheel(cx: number, cy: number, r: number, ring: number): string {
  const spoke = (angle: number): string =>
    `<path d="M${cx} ${cy}L${cx + Math.cos(angle) * r} ${cy + Math.sin(angle) * r}" stroke="#202226" stroke-width="${ring * 1.1}" stroke-linecap="round"/>`;
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="#141518" stroke-width="${ring}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="#3c3f45" stroke-width="${ring * 0.25}" stroke-dasharray="${r * 0.9} ${r * 0.5}" transform="rotate(200 ${cx} ${cy})"/>` +
    spoke(Math.PI) +
    spoke(0) +
    spoke(Math.PI / 2) +
    `<ellipse cx="${cx}" cy="${cy}" rx="${r * 0.36}" ry="${r * 0.28}" fill="#26282d" stroke="#4a4e55" stroke-width="3"/>` +
    `<ellipse cx="${cx}" cy="${cy - r * 0.06}" rx="${r * 0.22}" ry="${r * 0.12}" fill="#33363c"/>`
  );
}

function dial(cx: number, cy: number, r: number, needle: number): string {
  let ticks = '';
  for (let i = 0; i <= 20; i += 1) {
    const a = ((135 + i * 13.5) * Math.PI) / 180;
    const inner = i % 5 === 0 ? 0.78 : 0.86;
    ticks += `<path d="M${cx + Math.cos(a) * r * inner} ${cy + Math.sin(a) * r * inner}L${cx + Math.cos(a) * r * 0.95} ${cy + Math.sin(a) * r * 0.95}" stroke="${i > 16 ? '#e0443e' : '#e9eef2'}" stroke-width="${i % 5 === 0 ? 4 : 2}"/>`;
  }
  const a = ((135 + needle * 270) * Math.PI) / 180;
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#0e1013" stroke="#8d939b" stroke-width="5"/>${ticks}<path d="M${cx} ${cy}L${cx + Math.cos(a) * r * 0.8} ${cy + Math.sin(a) * r * 0.8}" stroke="#ff5a36" stroke-width="5" stroke-linecap="round"/><circle cx="${cx}" cy="${cy}" r="${r * 0.1}" fill="#2a2d33" stroke="#666" stroke-width="2"/>`;
}

function vent(x: number, y: number, w: number, h: number): string {
  let slats = '';
  for (let i = 1; i < 5; i += 1)
    slats += `<path d="M${x + 6} ${y + (h * i) / 5}H${x + w - 6}" stroke="#3b3e44" stroke-width="3"/>`;
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="10" fill="#0f1012" stroke="#55595f" stroke-width="3"/>${slats}`;
}

function screen(x: number, y: number, w: number, h: number): string {
  return `<linearGradient id="in-screen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1f3a57"/><stop offset="1" stop-color="#0b1320"/></linearGradient><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="8" fill="url(#in-screen)" stroke="#000" stroke-width="6"/><path d="M${x + w * 0.1} ${y + h * 0.75}Q${x + w * 0.4} ${y + h * 0.3} ${x + w * 0.9} ${y + h * 0.45}" stroke="#4fa3e0" stroke-width="5" fill="none" opacity="0.7"/><rect x="${x + w * 0.08}" y="${y + h * 0.12}" width="${w * 0.22}" height="${h * 0.12}" rx="4" fill="#39597a"/>`;
}

/** The cabin from the rear seat. */
export function interiorSvg(paint: string, cabin: Cabin, w: number, h: number): string {
  const trim = mix(paint, '#2a2c31', 0.35);
  const dashTop = cabin === 'truck' ? 470 : 430;
  return `<defs><linearGradient id="in-dash" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3a3d43"/><stop offset="1" stop-color="#1d1f23"/></linearGradient><linearGradient id="in-seat" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${shade(SEAT, 0.7)}"/><stop offset="0.45" stop-color="${shade(SEAT, 1.25)}"/><stop offset="1" stop-color="${shade(SEAT, 0.75)}"/></linearGradient></defs>
${outside(w, 0, dashTop + 20)}
<path d="M0 0H${w}V90Q640 140 0 90Z" fill="#b7bac0"/><path d="M0 0V${h}H150L330 110Q150 80 0 0Z" fill="#2b2d31"/><path d="M${w} 0V${h}H${w - 150}L${w - 330} 110Q${w - 150} 80 ${w} 0Z" fill="#2b2d31"/>
<rect x="575" y="105" width="130" height="44" rx="14" fill="#1c1d20"/><rect x="630" y="70" width="20" height="40" fill="#2b2d31"/>
<path d="M0 ${dashTop + 40}Q640 ${dashTop - 40} ${w} ${dashTop + 40}V${h}H0Z" fill="url(#in-dash)"/>
<path d="M120 ${dashTop + 70}Q640 ${dashTop + 6} ${w - 120} ${dashTop + 70}V${dashTop + 88}Q640 ${dashTop + 24} 120 ${dashTop + 88}Z" fill="${trim}"/>
${vent(560, dashTop + 100, 70, 44)}${vent(650, dashTop + 100, 70, 44)}${screen(560, dashTop + 20, 160, 70)}
${steeringWheel(cabin === 'truck' ? 380 : 370, dashTop + 120, cabin === 'truck' ? 150 : 120, 24)}
<path d="M560 ${h}L590 ${dashTop + 170}H690L720 ${h}Z" fill="#1a1b1e"/><rect x="625" y="${dashTop + 230}" width="30" height="60" rx="10" fill="#3a3c41"/><ellipse cx="640" cy="${dashTop + 225}" rx="26" ry="20" fill="#55585e"/>
${seat(250, 600, cabin)}${seat(1030, 600, cabin)}`;
}

function seat(cx: number, top: number, cabin: Cabin): string {
  const wide = cabin === 'truck' ? 1.15 : 1;
  const sw = 170 * wide;
  return `<rect x="${cx - 70}" y="${top - 150}" width="140" height="120" rx="40" fill="url(#in-seat)"/><rect x="${cx - 24}" y="${top - 40}" width="14" height="50" fill="#777b82"/><rect x="${cx + 10}" y="${top - 40}" width="14" height="50" fill="#777b82"/>
<path d="M${cx - sw} 960L${cx - sw + 10} ${top + 60}Q${cx - sw + 20} ${top} ${cx - sw + 90} ${top}H${cx + sw - 90}Q${cx + sw - 20} ${top} ${cx + sw - 10} ${top + 60}L${cx + sw} 960Z" fill="url(#in-seat)"/>
<path d="M${cx - sw * 0.55} ${top + 40}V960M${cx + sw * 0.55} ${top + 40}V960" stroke="#4a4d54" stroke-width="4" stroke-dasharray="10 6"/>`;
}

/** The driver's view of the instruments, the wheel and the centre stack. */
export function dashboardSvg(paint: string, cabin: Cabin, w: number, h: number): string {
  const trim = mix(paint, '#2a2c31', 0.3);
  const top = cabin === 'truck' ? 300 : 330;
  return `<defs><linearGradient id="db-dash" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#34373d"/><stop offset="1" stop-color="#18191c"/></linearGradient></defs>
${outside(w, 0, top + 30)}
<path d="M0 0H${w}V40Q640 80 0 40Z" fill="#b7bac0"/><path d="M${w} 0V${h}H${w - 80}L${w - 200} 60Q${w - 90} 30 ${w} 0Z" fill="#2b2d31"/>
<path d="M0 ${top + 40}Q640 ${top - 40} ${w} ${top + 40}V${h}H0Z" fill="url(#db-dash)"/>
<path d="M170 ${top + 60}Q430 ${top - 20} 700 ${top + 60}V${top + 250}H170Z" fill="#141518"/>
${dial(320, top + 160, 95, 0.35)}${dial(550, top + 160, 95, 0.2)}<rect x="405" y="${top + 120}" width="60" height="80" rx="6" fill="#0d1a26" stroke="#2f3d4b" stroke-width="3"/>
<path d="M740 ${top + 120}H${w}V${top + 140}H740Z" fill="${trim}"/>
${screen(800, top + 160, 300, 170)}${vent(800, top + 60, 130, 50)}${vent(970, top + 60, 130, 50)}
${[860, 950, 1040].map((x) => `<circle cx="${x}" cy="${top + 390}" r="30" fill="#1e2023" stroke="#8a9097" stroke-width="5"/><circle cx="${x}" cy="${top + 390}" r="8" fill="#c9ced4"/>`).join('')}
${steeringWheel(440, top + 460, cabin === 'truck' ? 330 : 290, cabin === 'truck' ? 52 : 46)}`;
}
