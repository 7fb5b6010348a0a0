import { minutesBetween } from "./time";

export interface Stop {
  name: string;
  km: number; // distance from the first stop
  departs: string; // HH:MM; the last stop's arrival time
}

export interface Route {
  code: string;
  stops: Stop[];
}

function stopIndex(route: Route, name: string): number {
  const i = route.stops.findIndex((s) => s.name === name);
  if (i < 0) throw new Error(`${route.code} does not stop at ${name}`);
  return i;
}

/** The stops of a journey from one stop to a later one, both included. */
export function journeyStops(route: Route, from: string, to: string): Stop[] {
  const [a, b] = [stopIndex(route, from), stopIndex(route, to)];
  if (b <= a) throw new Error(`${to} is not after ${from} on ${route.code}`);
  return route.stops.slice(a, b + 1);
}

/** Minutes on the coach, leg by leg, so that a journey past midnight adds up. */
export function journeyMinutes(route: Route, from: string, to: string): number {
  const stops = journeyStops(route, from, to);
  let total = 0;
  for (let i = 1; i < stops.length; i++) {
    total += minutesBetween(stops[i - 1].departs, stops[i].departs);
  }
  return total;
}

export function journeyKm(route: Route, from: string, to: string): number {
  const stops = journeyStops(route, from, to);
  return stops[stops.length - 1].km - stops[0].km;
}
