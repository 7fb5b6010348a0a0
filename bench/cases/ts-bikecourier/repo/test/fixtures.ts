import { ROUTE_FACTOR, type Point } from "../src/geo";

const KM_PER_DEGREE_LAT = (6371 * Math.PI) / 180;

export const depot: Point = { lat: 52.37, lon: 4.9 };

/** A point due north of the depot that a rider reaches in `km` kilometres of streets. */
export function north(km: number, from: Point = depot): Point {
  return { lat: from.lat + km / (ROUTE_FACTOR * KM_PER_DEGREE_LAT), lon: from.lon };
}
