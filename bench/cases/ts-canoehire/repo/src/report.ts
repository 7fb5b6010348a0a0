import { cents, hireCents } from "./pricing.js";
import { bookingsFor } from "./schedule.js";
import { fmt, span } from "./time.js";
import type { Fleet, Rate } from "./types.js";

export interface DayTotals {
  bookings: number;
  paddlers: number;
  takingsCents: number;
}

export function totals(fleet: Fleet, rates: Rate[]): DayTotals {
  let takingsCents = 0;
  let paddlers = 0;
  for (const b of fleet.bookings) {
    const craft = fleet.craft.find((c) => c.id === b.craftId);
    if (!craft) continue;
    takingsCents += hireCents(b, craft, rates);
    paddlers += b.party;
  }
  return { bookings: fleet.bookings.length, paddlers, takingsCents };
}

/** The day sheet: one block per craft, its bookings in time order, then the totals. */
export function daySheet(fleet: Fleet, rates: Rate[]): string {
  const lines: string[] = [];
  for (const craft of fleet.craft) {
    const head = `${craft.id} (${craft.kind}, ${craft.seats} seats)`;
    lines.push(craft.laidUp ? `${head} - laid up` : head);
    for (const b of bookingsFor(fleet, craft.id)) {
      const when = `${fmt(b.startMin)}-${fmt(b.endMin)}`;
      const price = cents(hireCents(b, craft, rates));
      lines.push(`  ${when} ${span(b.endMin - b.startMin)} ${b.customer} x${b.party} ${price}`);
    }
  }
  const t = totals(fleet, rates);
  lines.push(`${t.bookings} bookings, ${t.paddlers} paddlers, ${cents(t.takingsCents)}`);
  return lines.join("\n");
}
