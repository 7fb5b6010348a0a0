import { limitsFor } from "./limits.js";
import type { LoanObject, Problem, Venue } from "./types.js";

/**
 * Checks a venue's conditions against every object: light level, the relative humidity
 * band (the venue's band must lie inside the object's), and the weeks on display.
 */
export function checkVenue(venue: Venue, objects: readonly LoanObject[]): Problem[] {
  const problems: Problem[] = [];
  for (const o of objects) {
    const lim = limitsFor(o.material);
    if (venue.lux > lim.maxLux) {
      problems.push({
        accession: o.accession,
        message: `${venue.lux} lux exceeds ${lim.maxLux} lux for ${o.material}`,
      });
    }
    if (venue.rhMin < lim.rhMin || venue.rhMax > lim.rhMax) {
      problems.push({
        accession: o.accession,
        message: `RH ${venue.rhMin}-${venue.rhMax}% outside ${lim.rhMin}-${lim.rhMax}%`,
      });
    }
    if (venue.weeks > lim.maxWeeksPerYear) {
      problems.push({
        accession: o.accession,
        message: `${venue.weeks} weeks on display, at most ${lim.maxWeeksPerYear}`,
      });
    }
  }
  return problems;
}
