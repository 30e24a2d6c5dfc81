/** Plain backgrounds behind the seed drawings: a studio cove, a yard under the sky, a field. */

export type Backdrop = 'studio' | 'yard' | 'field';

export function backdrop(kind: Backdrop, w: number, h: number): string {
  const horizon = Math.round(h * 0.6);
  if (kind === 'studio')
    return `<defs><linearGradient id="bg-wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#dde1e6"/><stop offset="1" stop-color="#c3c8cf"/></linearGradient><linearGradient id="bg-floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#b9bec5"/><stop offset="1" stop-color="#8f959d"/></linearGradient><radialGradient id="bg-spot" cx="0.5" cy="0.35" r="0.6"><stop offset="0" stop-color="#fff" stop-opacity="0.4"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs><rect width="${w}" height="${horizon}" fill="url(#bg-wall)"/><rect y="${horizon}" width="${w}" height="${h - horizon}" fill="url(#bg-floor)"/><rect y="${horizon - 30}" width="${w}" height="60" fill="#c6cbd1" opacity="0.6"/><rect width="${w}" height="${h}" fill="url(#bg-spot)"/>`;
  const ground =
    kind === 'yard'
      ? `<linearGradient id="bg-ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8d9196"/><stop offset="1" stop-color="#5f6368"/></linearGradient>`
      : `<linearGradient id="bg-ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8b7b55"/><stop offset="1" stop-color="#5e5034"/></linearGradient>`;
  const hills =
    kind === 'yard'
      ? `<path d="M0 ${horizon}V${horizon - 40}H180V${horizon - 70}H330V${horizon - 45}H520V${horizon - 90}H700V${horizon - 50}H940V${horizon - 75}H1100V${horizon - 40}H${w}V${horizon}Z" fill="#a9b3bd"/><path d="M0 ${horizon}V${horizon - 22}Q320 ${horizon - 38} 640 ${horizon - 26}T${w} ${horizon - 30}V${horizon}Z" fill="#6f8a5e"/>`
      : `<path d="M0 ${horizon}V${horizon - 50}Q200 ${horizon - 110} 430 ${horizon - 60}T900 ${horizon - 70}T${w} ${horizon - 55}V${horizon}Z" fill="#87a36f"/><path d="M0 ${horizon}V${horizon - 24}Q400 ${horizon - 46} 800 ${horizon - 28}T${w} ${horizon - 20}V${horizon}Z" fill="#5d7f45"/>`;
  return `<defs><linearGradient id="bg-sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7fb0de"/><stop offset="1" stop-color="#e4eef6"/></linearGradient>${ground}</defs><rect width="${w}" height="${horizon}" fill="url(#bg-sky)"/>${hills}<rect y="${horizon}" width="${w}" height="${h - horizon}" fill="url(#bg-ground)"/>`;
}
