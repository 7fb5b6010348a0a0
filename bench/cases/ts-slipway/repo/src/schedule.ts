import type { Booking, IsoDate, SlipwayLimits } from "./types.js";

export const DEFAULT_LIMITS: SlipwayLimits = {
  maxLoaMetres: 15,
  maxBeamMetres: 4.6,
  maxTonnes: 18,
  liftsPerDay: 4,
};

export type Problem =
  | { kind: "too-long"; bookingId: string; by: number }
  | { kind: "too-wide"; bookingId: string; by: number }
  | { kind: "too-heavy"; bookingId: string; by: number }
  | { kind: "slip-full"; day: IsoDate; lifts: number };

/** A lift is needed on the haul-out day and on the relaunch day. */
export function liftsByDay(bookings: Booking[]): Map<IsoDate, number> {
  const lifts = new Map<IsoDate, number>();
  for (const b of bookings) {
    for (const day of [b.haulOut, b.relaunch]) lifts.set(day, (lifts.get(day) ?? 0) + 1);
  }
  return lifts;
}

export function check(bookings: Booking[], limits: SlipwayLimits = DEFAULT_LIMITS): Problem[] {
  const problems: Problem[] = [];
  for (const b of bookings) {
    const over = b.boat.loaMetres - limits.maxLoaMetres;
    if (over > 0) problems.push({ kind: "too-long", bookingId: b.id, by: over });
    const wide = b.boat.beamMetres - limits.maxBeamMetres;
    if (wide > 0) problems.push({ kind: "too-wide", bookingId: b.id, by: wide });
    const heavy = b.boat.displacementTonnes - limits.maxTonnes;
    if (heavy > 0) problems.push({ kind: "too-heavy", bookingId: b.id, by: heavy });
  }
  for (const [day, lifts] of [...liftsByDay(bookings)].sort(([a], [b]) => a.localeCompare(b))) {
    if (lifts > limits.liftsPerDay) problems.push({ kind: "slip-full", day, lifts });
  }
  return problems;
}
