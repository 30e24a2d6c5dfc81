/**
 * The map's tile server, as configured by MAP_TILE_URL: a Leaflet URL template with {z}, {x} and
 * {y} (and optionally {s} for the a/b/c subdomains, {r} for retina).
 */

/** OpenStreetMap's standard tiles (their usage policy asks for the attribution shown on the map). */
export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/** The URL with the subdomain placeholder filled in, or null when it is not an http(s) tile template. */
function sampleUrl(template: string): URL | null {
  if (!/\{z\}/.test(template) || !/\{x\}/.test(template) || !/\{y\}/.test(template)) return null;
  try {
    const url = new URL(template.replace(/\{s\}/g, 'a'));
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/** True for a usable tile template. */
export function isTileTemplate(template: string): boolean {
  return sampleUrl(template) !== null;
}

/**
 * The CSP source that lets the browser load these tiles: the template's origin, with a {s}
 * subdomain as a wildcard ('https://*.tile.example.org').
 */
export function tileImageSource(template: string): string {
  const url = sampleUrl(template);
  if (!url) throw new Error(`Not a tile URL template: ${template}`);
  const wildcard = /^https?:\/\/\{s\}\./.test(template);
  return wildcard ? `${url.protocol}//*.${url.host.split('.').slice(1).join('.')}` : url.origin;
}
