/**
 * Reads the polygon outlines of an SVG path's `d` attribute: moveto, lineto, horizontal and
 * vertical lineto and closepath, absolute and relative (M m L l H h V v Z z), with the implicit
 * lineto after a moveto's first pair. Curves do not occur in the map sources we read, so they are
 * refused rather than approximated silently.
 */

/** A point in SVG user units. */
export type SvgPoint = readonly [x: number, y: number];

const TOKEN = /[MmLlHhVvZz]|[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?|[^\s,]/g;

function tokens(d: string): string[] {
  return d.match(TOKEN) ?? [];
}

/** The closed rings of `d` (one per subpath, the closing point not repeated). */
export function parseSvgPath(d: string): SvgPoint[][] {
  const items = tokens(d);
  const rings: SvgPoint[][] = [];
  let ring: SvgPoint[] = [];
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  let command = '';
  let i = 0;

  const number = (): number => {
    const value = Number(items[i]);
    if (items[i] === undefined || Number.isNaN(value)) throw new Error(`SVG path: a number expected at token ${i}`);
    i += 1;
    return value;
  };
  const finishRing = (): void => {
    if (ring.length > 2) rings.push(ring);
    ring = [];
  };

  while (i < items.length) {
    const item = items[i] as string;
    if (/^[A-Za-z]$/.test(item)) {
      command = item;
      i += 1;
      if (command === 'Z' || command === 'z') {
        finishRing();
        x = startX;
        y = startY;
        continue;
      }
    } else if (command === '' || command === 'Z' || command === 'z') {
      throw new Error(`SVG path: a command expected at token ${i}`);
    }
    if (!/^[MmLlHhVv]$/.test(command)) throw new Error(`SVG path: unsupported command ${command}`);
    const relative = command === command.toLowerCase();
    switch (command.toUpperCase()) {
      case 'M': {
        finishRing();
        const nx = number();
        const ny = number();
        x = relative ? x + nx : nx;
        y = relative ? y + ny : ny;
        startX = x;
        startY = y;
        ring.push([x, y]);
        // Further pairs after a moveto are linetos of the same kind (SVG 1.1 §8.3.2).
        command = relative ? 'l' : 'L';
        break;
      }
      case 'L': {
        const nx = number();
        const ny = number();
        x = relative ? x + nx : nx;
        y = relative ? y + ny : ny;
        ring.push([x, y]);
        break;
      }
      case 'H': {
        const nx = number();
        x = relative ? x + nx : nx;
        ring.push([x, y]);
        break;
      }
      case 'V': {
        const ny = number();
        y = relative ? y + ny : ny;
        ring.push([x, y]);
        break;
      }
    }
  }
  finishRing();
  return rings.map(withoutClosingPoint);
}

function withoutClosingPoint(ring: SvgPoint[]): SvgPoint[] {
  const first = ring[0];
  const last = ring[ring.length - 1];
  return first && last && first[0] === last[0] && first[1] === last[1] ? ring.slice(0, -1) : ring;
}

function distanceToSegment(p: SvgPoint, a: SvgPoint, b: SvgPoint): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const length2 = dx * dx + dy * dy;
  const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / length2));
  return Math.hypot(p[0] - (a[0] + t * dx), p[1] - (a[1] + t * dy));
}

/** Douglas–Peucker simplification of an open polyline, keeping both ends. */
function simplifyLine(points: readonly SvgPoint[], tolerance: number): SvgPoint[] {
  if (points.length < 3) return [...points];
  const first = points[0] as SvgPoint;
  const last = points[points.length - 1] as SvgPoint;
  let worst = 0;
  let index = 0;
  for (let k = 1; k < points.length - 1; k += 1) {
    const distance = distanceToSegment(points[k] as SvgPoint, first, last);
    if (distance > worst) {
      worst = distance;
      index = k;
    }
  }
  if (worst <= tolerance) return [first, last];
  const left = simplifyLine(points.slice(0, index + 1), tolerance);
  return [...left.slice(0, -1), ...simplifyLine(points.slice(index), tolerance)];
}

/** Simplifies a closed ring (split at its farthest point from the start, so both halves keep their shape). */
export function simplifyRing(ring: readonly SvgPoint[], tolerance: number): SvgPoint[] {
  if (ring.length < 4) return [...ring];
  const start = ring[0] as SvgPoint;
  let far = 1;
  for (let k = 1; k < ring.length; k += 1) {
    const p = ring[k] as SvgPoint;
    const q = ring[far] as SvgPoint;
    if (Math.hypot(p[0] - start[0], p[1] - start[1]) > Math.hypot(q[0] - start[0], q[1] - start[1])) far = k;
  }
  const there = simplifyLine(ring.slice(0, far + 1), tolerance);
  const back = simplifyLine([...ring.slice(far), start], tolerance);
  return [...there.slice(0, -1), ...back.slice(0, -1)];
}
