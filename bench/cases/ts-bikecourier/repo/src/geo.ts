export interface Point {
  lat: number;
  lon: number;
}

const EARTH_RADIUS_KM = 6371;
/** Streets are not straight: a route is this much longer than the great-circle distance. */
export const ROUTE_FACTOR = 1.3;

function toRadians(degrees: number): number {
  return (degrees * Math.PI) / 180;
}

/** Great-circle distance between two points, in kilometres. */
export function haversineKm(a: Point, b: Point): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLon = toRadians(b.lon - a.lon);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Kilometres a rider covers through the stops in order. */
export function routeKm(stops: readonly Point[]): number {
  let total = 0;
  for (let i = 1; i < stops.length; i++) {
    total += haversineKm(stops[i - 1], stops[i]) * ROUTE_FACTOR;
  }
  return total;
}

/** Round kilometres up to the next multiple of `step` (0.5 -> 2.1 km is billed as 2.5). */
export function roundUpKm(km: number, step: number): number {
  const steps = Math.max(0, Math.ceil(km / step - 1e-9));
  return Math.round(steps * step * 1000) / 1000;
}
