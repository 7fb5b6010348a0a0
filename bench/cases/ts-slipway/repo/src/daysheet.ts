import type { Booking, IsoDate } from "./types.js";

function pad(s: string, n: number): string {
  return s.length >= n ? s.slice(0, n) : s + " ".repeat(n - s.length);
}

/** The yard foreman's sheet for one day: boats coming out, then boats going back in, longest first. */
export function daySheet(bookings: Booking[], day: IsoDate): string[] {
  const byLength = (a: Booking, b: Booking) => b.boat.loaMetres - a.boat.loaMetres;
  const out = bookings.filter((b) => b.haulOut === day).sort(byLength);
  const back = bookings.filter((b) => b.relaunch === day).sort(byLength);
  const row = (verb: string, b: Booking) =>
    `${pad(verb, 4)} ${pad(b.boat.name, 18)} ${b.boat.loaMetres.toFixed(1).padStart(5)} m  ${b.boat.owner}`;
  return [`Slipway ${day}`, ...out.map((b) => row("OUT", b)), ...back.map((b) => row("IN", b))];
}
