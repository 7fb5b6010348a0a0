export const KELVIN_OFFSET = 273.15;
export const KNOT_IN_MS = 0.514444;

export function toKelvin(celsius: number): number {
  return celsius + KELVIN_OFFSET;
}

export function toCelsius(kelvin: number): number {
  return kelvin - KELVIN_OFFSET;
}

export function knotsToMs(knots: number): number {
  return knots * KNOT_IN_MS;
}

export function msToKnots(ms: number): number {
  return ms / KNOT_IN_MS;
}

export function round(value: number, places = 1): number {
  const f = 10 ** places;
  return Math.round(value * f) / f;
}
