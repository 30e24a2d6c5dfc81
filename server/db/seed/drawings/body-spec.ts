/** The numbers a road-vehicle body is built from (see body.ts). */
import type { Part, Pt, Wheel } from './scene';

export interface BodySpec {
  width: number;
  wheelR: number;
  /** Axle positions (x), rear to front; twin: both tyres of a dual axle as one wide tyre. */
  axles: readonly number[];
  sill: number;
  /** Lower body top contour, rear bottom -> front bottom. */
  lower: readonly Pt[];
  /** Cabin polygon, rear belt -> up -> roof -> windscreen -> front belt (convex). */
  cabin?: readonly Pt[];
  /** Cabin edges that are glass (index i = cabin[i] -> cabin[i+1]). */
  glass?: readonly number[];
  /** Side windows; default: the cabin inset by 6 cm. */
  windows?: readonly (readonly Pt[])[];
  pillars?: readonly number[];
  doors?: readonly number[];
  /** Height of the belt crease and of the door handles. */
  belt: number;
  /** Front: lamp centre height and half spacing from the middle, grille size. */
  lamps: { h: number; size: number; rearH: number };
  inset?: number;
  rim?: Wheel['rim'];
  extra?: readonly Part[];
  /** Grille style ('none': a trailer's plain front). */
  grille?: 'car' | 'truck' | 'bus' | 'none';
  /** Axles under the lower body that need an arch (default all). */
  arches?: readonly number[];
  /** Plane of the rear lamps when the lower body ends before the chassis. */
  rearX?: number;
  /** Windscreen drawn on the front plane: [bottom h, top h]. */
  windscreen?: readonly [number, number];
  /** Tyre width (default 0.75 r). */
  tyre?: number;
  /** SUV plastic: dark sills and wheel-arch flares, roof rails. */
  cladding?: boolean;
  /** Rear window of a van's back doors (split in the middle): [bottom h, top h]. */
  rearWindow?: readonly [number, number];
  /** Framing reference (see Model.reference). */
  reference?: readonly [number, number];
}
