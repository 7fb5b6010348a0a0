import { checkDiver } from './eligibility.js';
import { parseManifest } from './manifest.js';
import { assignSlots, buildSlots } from './slots.js';

// The plan of a dive day: the divers who may go with their fitting appointments, and the divers
// turned away with their reasons.
export function planDay(manifestText, { date, start, end, slotMinutes, counters }) {
  const divers = parseManifest(manifestText);
  const cleared = [];
  const turnedAway = [];
  for (const diver of divers) {
    const check = checkDiver(diver, date);
    if (check.eligible) {
      cleared.push(diver);
    } else {
      turnedAway.push({ diver, reasons: check.reasons });
    }
  }
  const slots = buildSlots({ start, end, slotMinutes, counters });
  const fitted = assignSlots(cleared, slots);
  return {
    date,
    booked: fitted.filter((f) => f.slot),
    unfitted: fitted.filter((f) => !f.slot).map((f) => f.diver),
    turnedAway,
  };
}
