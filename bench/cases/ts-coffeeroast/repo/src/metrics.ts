import type { RoastEvents, RoastLog, Sample } from "./roast.js";
import { round } from "./units.js";

/** Seconds from charge to drop. */
export function totalTime(events: RoastEvents): number {
  return events.drop - events.charge;
}

/** Seconds from first crack to drop, or undefined when first crack was not logged. */
export function developmentTime(events: RoastEvents): number | undefined {
  if (events.firstCrack === undefined) return undefined;
  return events.drop - events.firstCrack;
}

/** Development time as a percentage of the whole roast. */
export function developmentRatio(events: RoastEvents): number | undefined {
  const dev = developmentTime(events);
  return dev === undefined ? undefined : round((dev / totalTime(events)) * 100);
}

/**
 * Rate of rise of the bean temperature in °C per minute, over a window of `window`
 * seconds ending at each sample (samples before the first full window are skipped).
 */
export function rateOfRise(samples: Sample[], window = 30): Array<{ t: number; ror: number }> {
  const out: Array<{ t: number; ror: number }> = [];
  for (const s of samples) {
    const start = samples.find((p) => p.t >= s.t - window);
    if (!start || s.t - start.t < window) continue;
    out.push({ t: s.t, ror: round(((s.bt - start.bt) / (s.t - start.t)) * 60) });
  }
  return out;
}

/** Bean temperature at the drop. */
export function dropTemperature(log: RoastLog): number | undefined {
  return log.samples.find((s) => s.t === log.events.drop)?.bt;
}

/** Weight lost in the roast, as a percentage of the green weight. */
export function weightLoss(log: RoastLog): number | undefined {
  if (log.roastedGrams === undefined) return undefined;
  return round(((log.greenGrams - log.roastedGrams) / log.greenGrams) * 100);
}
