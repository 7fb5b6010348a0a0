import { isMultihull } from './boats.js';
import { toDay, fromDay } from './bookings.js';

// Nightly visitor rates in pence per metre of length (overall), by season.
export const RATES = {
  low: 240,
  shoulder: 300,
  high: 380,
};
export const MULTIHULL_SURCHARGE = 0.5;
export const SHORE_POWER_PER_NIGHT = 450;
export const MINIMUM_LENGTH_M = 8;

// Months (1-12) of each season; everything else is low season.
const HIGH = [6, 7, 8];
const SHOULDER = [4, 5, 9];

export function seasonOf(date) {
  const month = Number(date.slice(5, 7));
  if (HIGH.includes(month)) {
    return 'high';
  }
  if (SHOULDER.includes(month)) {
    return 'shoulder';
  }
  return 'low';
}

// Pence for one night. Boats under MINIMUM_LENGTH_M pay as if that long.
export function nightly(boat, date) {
  const metres = Math.max(boat.lengthM, MINIMUM_LENGTH_M);
  let pence = metres * RATES[seasonOf(date)];
  if (isMultihull(boat)) {
    pence *= 1 + MULTIHULL_SURCHARGE;
  }
  return Math.round(pence);
}

// Line items for a stay: one per night's berthing, one for shore power.
export function quote(boat, arrival, departure, { power = boat.power } = {}) {
  const lines = [];
  for (let day = toDay(arrival); day < toDay(departure); day++) {
    const date = fromDay(day);
    lines.push({ item: `Berth ${date} (${seasonOf(date)})`, pence: nightly(boat, date) });
  }
  if (power) {
    const n = lines.length;
    lines.push({ item: `Shore power × ${n}`, pence: n * SHORE_POWER_PER_NIGHT });
  }
  return lines;
}
