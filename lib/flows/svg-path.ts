/**
 * SVG path data for ELK's orthogonal routes: straight segments joined by small rounded corners,
 * which reads better than sharp elbows when many arrows run side by side.
 */
import type { DrawnPoint } from './flow-drawing.types';

function round(value: number): string {
  return String(Math.round(value * 10) / 10);
}

function toward(from: DrawnPoint, to: DrawnPoint, distance: number): DrawnPoint {
  const length = Math.hypot(to.x - from.x, to.y - from.y);
  if (length === 0) return from;
  const ratio = Math.min(1, distance / length);
  return { x: from.x + (to.x - from.x) * ratio, y: from.y + (to.y - from.y) * ratio };
}

/** `M … L … Q …` through `points`, corners rounded with radius up to `radius` (half the shorter leg at most). */
export function roundedPath(points: readonly DrawnPoint[], radius = 6): string {
  const [first, ...rest] = points;
  if (!first) return '';
  let path = `M${round(first.x)} ${round(first.y)}`;
  rest.forEach((corner, index) => {
    const previous = points[index] ?? first;
    const next = rest[index + 1];
    if (!next) {
      path += ` L${round(corner.x)} ${round(corner.y)}`;
      return;
    }
    const legIn = Math.hypot(corner.x - previous.x, corner.y - previous.y);
    const legOut = Math.hypot(next.x - corner.x, next.y - corner.y);
    const r = Math.min(radius, legIn / 2, legOut / 2);
    const start = toward(corner, previous, r);
    const end = toward(corner, next, r);
    path += ` L${round(start.x)} ${round(start.y)} Q${round(corner.x)} ${round(corner.y)} ${round(end.x)} ${round(end.y)}`;
  });
  return path;
}
