// Placings: completed combinations by ride time, then the others by how far they got.

import { rideResult, type RideResult } from './ride';
import type { Course, Entry } from './types';

export interface Placing extends RideResult {
  place: number | null; // null for the combinations that did not complete
}

export function placings(course: Course, entries: Entry[]): Placing[] {
  const results = entries.map((entry) => rideResult(course, entry));
  const completed = results
    .filter((r) => r.outcome.status === 'completed')
    .sort((a, b) => a.rideTime - b.rideTime || a.entry.number - b.entry.number);
  const others = results
    .filter((r) => r.outcome.status !== 'completed')
    .sort((a, b) => b.km - a.km || a.entry.number - b.entry.number);
  const placed: Placing[] = [];
  let place = 0;
  let previous: number | null = null;
  completed.forEach((r, index) => {
    // equal ride times share a place
    if (r.rideTime !== previous) place = index + 1;
    previous = r.rideTime;
    placed.push({ ...r, place });
  });
  return [...placed, ...others.map((r) => ({ ...r, place: null }))];
}
