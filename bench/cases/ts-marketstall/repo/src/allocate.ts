import type { Booking, Pitch, Trader } from './types';

export interface Allocation {
  bookings: Booking[];
  unplaced: Trader[];
}

function fits(trader: Trader, pitch: Pitch): boolean {
  if (pitch.width < trader.wants) return false;
  if (trader.needsPower && !pitch.power) return false;
  return true;
}

function rank(trader: Trader, pitch: Pitch): number {
  const prefs = trader.prefers ?? [];
  const i = prefs.indexOf(pitch.row);
  const rowScore = i === -1 ? prefs.length : i;
  // prefer the snuggest pitch within the preferred row
  return rowScore * 100 + (pitch.width - trader.wants);
}

/**
 * Gives each trader a pitch for the day. Regulars (most visits) choose first; ties go to the
 * earlier booking. A trader with no pitch that fits is left unplaced.
 */
export function allocate(
  plan: Pitch[],
  requests: { trader: Trader; bookedOn: string }[],
  date: string,
): Allocation {
  const order = [...requests].sort(
    (a, b) => b.trader.visits - a.trader.visits || a.bookedOn.localeCompare(b.bookedOn),
  );
  const free = new Set(plan.map((p) => p.id));
  const bookings: Booking[] = [];
  const unplaced: Trader[] = [];
  for (const { trader, bookedOn } of order) {
    const options = plan
      .filter((p) => free.has(p.id) && fits(trader, p))
      .sort((a, b) => rank(trader, a) - rank(trader, b) || a.id.localeCompare(b.id));
    const pitch = options[0];
    if (!pitch) {
      unplaced.push(trader);
      continue;
    }
    free.delete(pitch.id);
    bookings.push({ trader, pitch, date, bookedOn });
  }
  return { bookings, unplaced };
}
