import type { Booking, Fee } from './types';
import { percentOf } from './money';

/** Pence per metre of frontage. */
export const RATE_PER_METRE = 600;
/** Pence for the day's power hook-up. */
export const POWER_FEE = 400;
/** Visits after which a trader counts as a regular. */
export const REGULAR_VISITS = 10;
export const REGULAR_DISCOUNT = 10;

/**
 * The day's fee for one booking: the pitch by its width, power when the trader uses the pitch's
 * hook-up, less the regulars' discount on the pitch part.
 */
export function feeFor(booking: Booking): Fee {
  const { trader, pitch: p } = booking;
  const pitch = p.width * RATE_PER_METRE;
  const power = trader.needsPower && p.power ? POWER_FEE : 0;
  const discount = trader.visits >= REGULAR_VISITS ? percentOf(pitch, REGULAR_DISCOUNT) : 0;
  return {
    traderId: trader.id,
    pitchId: p.id,
    pitch,
    power,
    discount,
    total: pitch + power - discount,
  };
}

export function feesFor(bookings: Booking[]): Fee[] {
  return bookings.map(feeFor);
}
