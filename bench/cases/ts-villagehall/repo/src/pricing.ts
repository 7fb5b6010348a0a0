import type { Booking } from "./bookings.js";
import { discountPct, type Hirer } from "./hirers.js";
import { chargeFor, percentOf, sum, type Pence } from "./money.js";
import { findExtra, type Room } from "./rooms.js";
import { durationMinutes, formatTime, splitAt } from "./time.js";

/** The evening rate applies from 18:00. */
export const EVENING_FROM = 18 * 60;
/** Deposit asked of occasional hirers, in percent of the total. */
export const DEPOSIT_PCT = 25;
/** Smallest deposit taken, when any is due. */
export const MIN_DEPOSIT: Pence = 2000;

export interface QuoteLine {
  text: string;
  amount: Pence;
}

export interface Quote {
  lines: QuoteLine[];
  subtotal: Pence;
  discount: Pence;
  total: Pence;
  deposit: Pence;
}

/** The room time charged: the booked minutes, or the room's minimum if longer. */
export function chargedMinutes(booking: Booking, room: Room): number {
  return Math.max(durationMinutes(booking.slot), room.minimumMinutes);
}

function hours(minutes: number): string {
  const h = minutes / 60;
  return `${Number.isInteger(h) ? h : h.toFixed(2)} h`;
}

/** Prices a booking for its hirer. */
export function quote(booking: Booking, room: Room, hirer: Hirer): Quote {
  const lines: QuoteLine[] = [];
  const { before, after } = splitAt(booking.slot, EVENING_FROM);
  // A booking shorter than the minimum is charged the difference at the
  // rate of its start.
  const short = chargedMinutes(booking, room) - durationMinutes(booking.slot);
  const dayMinutes = before + (booking.slot.start < EVENING_FROM ? short : 0);
  const eveningMinutes = after + (booking.slot.start < EVENING_FROM ? 0 : short);
  if (dayMinutes > 0) {
    lines.push({
      text: `${room.name}, ${hours(dayMinutes)} before ${formatTime(EVENING_FROM)}`,
      amount: chargeFor(dayMinutes, room.dayRate),
    });
  }
  if (eveningMinutes > 0) {
    lines.push({
      text: `${room.name}, ${hours(eveningMinutes)} evening`,
      amount: chargeFor(eveningMinutes, room.eveningRate),
    });
  }
  for (const code of booking.extras) {
    const extra = findExtra(room, code);
    lines.push({ text: extra.name, amount: extra.price });
  }
  const subtotal = sum(lines.map((l) => l.amount));
  const discount = percentOf(subtotal, discountPct(hirer.type));
  const total = subtotal - discount;
  return { lines, subtotal, discount, total, deposit: depositFor(total, hirer) };
}

/** Occasional hirers pay a deposit on booking; regular hirers and free bookings do not. */
export function depositFor(total: Pence, hirer: Hirer): Pence {
  if (hirer.regular || total === 0) {
    return 0;
  }
  return Math.min(total, Math.max(MIN_DEPOSIT, percentOf(total, DEPOSIT_PCT)));
}
