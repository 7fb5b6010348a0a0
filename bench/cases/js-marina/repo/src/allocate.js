import { bySize, misfit } from './berths.js';

// Give each visiting boat the smallest free berth it fits, biggest boats
// first (they have the fewest choices). Returns { placed, turnedAway } where
// turnedAway says why for each boat that got nothing.
export function allocate(boats, berths, calendar, arrival, departure, beamMargin) {
  const order = [...boats].sort((a, b) => b.lengthM - a.lengthM || a.name.localeCompare(b.name));
  const candidates = [...berths].sort(bySize);
  const placed = [];
  const turnedAway = [];
  for (const boat of order) {
    const reasons = new Set();
    let chosen = null;
    for (const berth of candidates) {
      if (!calendar.isFree(berth.id, arrival, departure)) {
        continue;
      }
      const why = misfit(boat, berth, beamMargin);
      if (why) {
        reasons.add(why);
        continue;
      }
      chosen = berth;
      break;
    }
    if (chosen) {
      calendar.book(chosen.id, boat.name, arrival, departure);
      placed.push({ boat: boat.name, berth: chosen.id });
    } else {
      const why = reasons.size ? [...reasons].sort().join(', ') : 'marina full';
      turnedAway.push({ boat: boat.name, why });
    }
  }
  return { placed, turnedAway };
}
