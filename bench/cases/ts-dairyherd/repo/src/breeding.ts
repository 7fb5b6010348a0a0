import { addDays, daysBetween } from "./dates";
import { lastCalving, type Cow } from "./cows";

export const GESTATION_DAYS = 283;
export const HEAT_CYCLE_DAYS = 21;
/** No service before this many days after calving (voluntary waiting period). */
export const VOLUNTARY_WAIT_DAYS = 42;

export interface Service {
  ear: string;
  date: string;
  bull: string;
  confirmedInCalf?: boolean;
}

export function expectedCalving(service: Service): string {
  return addDays(service.date, GESTATION_DAYS);
}

/** Next expected heat after an unsuccessful service or an observed heat. */
export function nextHeat(lastHeat: string): string {
  return addDays(lastHeat, HEAT_CYCLE_DAYS);
}

export function readyForService(cow: Cow, today: string): boolean {
  const calved = lastCalving(cow);
  if (calved === undefined) return true;
  return daysBetween(calved, today) >= VOLUNTARY_WAIT_DAYS;
}

/** Days between successive calvings; the herd aims for about 365. */
export function calvingIntervals(cow: Cow): number[] {
  const out: number[] = [];
  for (let i = 1; i < cow.calvings.length; i++) out.push(daysBetween(cow.calvings[i - 1], cow.calvings[i]));
  return out;
}

export function averageCalvingInterval(cows: Cow[]): number | undefined {
  const all = cows.flatMap(calvingIntervals);
  if (all.length === 0) return undefined;
  return Math.round(all.reduce((s, d) => s + d, 0) / all.length);
}

/** The latest confirmed-in-calf service for each cow. */
export function pregnancies(services: Service[]): Map<string, Service> {
  const out = new Map<string, Service>();
  for (const s of services) {
    if (!s.confirmedInCalf) continue;
    const prev = out.get(s.ear);
    if (!prev || daysBetween(prev.date, s.date) > 0) out.set(s.ear, s);
  }
  return out;
}
