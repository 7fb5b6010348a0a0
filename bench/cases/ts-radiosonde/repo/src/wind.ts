import { Level } from './sounding';
import { knotsToMs } from './units';

export interface Vector {
  u: number; // m/s toward the east
  v: number; // m/s toward the north
}

/** u and v in m/s from a meteorological direction (blowing from) and a speed in knots. */
export function windComponents(dirDeg: number, speedKnots: number): Vector {
  const rad = (dirDeg * Math.PI) / 180;
  const speed = knotsToMs(speedKnots);
  return { u: -speed * Math.sin(rad), v: -speed * Math.cos(rad) };
}

export function magnitude(vec: Vector): number {
  return Math.hypot(vec.u, vec.v);
}

/** Vector difference of the wind between the surface and the level nearest `depth` metres above it. */
export function bulkShear(levels: Level[], depth: number): number {
  if (levels.length < 2) throw new Error('need at least two levels');
  const base = levels[0];
  let top = levels[1];
  for (const lvl of levels) {
    if (Math.abs(lvl.height - base.height - depth) < Math.abs(top.height - base.height - depth)) top = lvl;
  }
  const a = windComponents(base.windDir, base.windSpeed);
  const b = windComponents(top.windDir, top.windSpeed);
  return magnitude({ u: b.u - a.u, v: b.v - a.v });
}
