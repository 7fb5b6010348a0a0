import type { Booking, Craft, Fleet, Slot } from "./types.js";

/** Two half-open slots [start, end) share a minute. */
export function overlaps(a: Slot, b: Slot): boolean {
  return a.startMin < b.endMin && b.startMin < a.endMin;
}

export function bookingsFor(fleet: Fleet, craftId: string): Booking[] {
  return fleet.bookings
    .filter((b) => b.craftId === craftId)
    .sort((a, b) => a.startMin - b.startMin);
}

/** Craft in service, with enough seats, and no booking in the slot. */
export function freeCraft(fleet: Fleet, slot: Slot, party: number): Craft[] {
  return fleet.craft.filter(
    (c) =>
      !c.laidUp &&
      c.seats >= party &&
      !bookingsFor(fleet, c.id).some((b) => overlaps(b, slot)),
  );
}

/** Pairs of bookings on one craft that overlap (should never happen; the desk checks before saving). */
export function clashes(fleet: Fleet): Array<[Booking, Booking]> {
  const found: Array<[Booking, Booking]> = [];
  for (const c of fleet.craft) {
    const list = bookingsFor(fleet, c.id);
    for (let i = 0; i < list.length; i++) {
      for (let j = i + 1; j < list.length; j++) {
        const a = list[i]!;
        const b = list[j]!;
        if (overlaps(a, b)) found.push([a, b]);
      }
    }
  }
  return found;
}

/** Adds a booking if its craft is free and big enough; returns the reason when it is not. */
export function book(fleet: Fleet, booking: Booking): string | null {
  const craft = fleet.craft.find((c) => c.id === booking.craftId);
  if (!craft) return `no craft ${booking.craftId}`;
  if (craft.laidUp) return `${craft.id} is laid up`;
  if (craft.seats < booking.party) return `${craft.id} seats ${craft.seats}, party is ${booking.party}`;
  if (booking.endMin <= booking.startMin) return "ends before it starts";
  const clash = bookingsFor(fleet, craft.id).find((b) => overlaps(b, booking));
  if (clash) return `${craft.id} is out with ${clash.customer}`;
  fleet.bookings.push(booking);
  return null;
}
