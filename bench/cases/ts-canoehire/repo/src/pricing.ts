import type { Booking, Craft, Rate } from "./types.js";

/** Hours charged: whole half hours, rounded up, never under the rate's minimum. */
export function chargedHours(b: Booking, rate: Rate): number {
  const halfHours = Math.ceil((b.endMin - b.startMin) / 30);
  return Math.max(halfHours / 2, rate.minHours);
}

export function rateFor(rates: Rate[], craft: Craft): Rate {
  const rate = rates.find((r) => r.kind === craft.kind);
  if (!rate) throw new Error(`no rate for ${craft.kind}`);
  return rate;
}

/** What one booking costs, in cents. */
export function hireCents(b: Booking, craft: Craft, rates: Rate[]): number {
  if (craft.id !== b.craftId) throw new Error(`booking ${b.id} is not for ${craft.id}`);
  const rate = rateFor(rates, craft);
  return Math.round(chargedHours(b, rate) * rate.perHourCents);
}

export function cents(amount: number): string {
  const sign = amount < 0 ? "-" : "";
  const abs = Math.abs(amount);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}
