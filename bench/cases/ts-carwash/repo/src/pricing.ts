// What a wash costs.

import { SIZE_FACTOR, type Extra, type Programme, type Vehicle } from "./programmes";

/** Prices are rounded to the nearest this many cents. */
export const ROUND_TO_CENTS = 10;

export interface Quote {
  programmeCents: number;
  extrasCents: number;
  discountCents: number;
  totalCents: number;
}

function roundCents(cents: number): number {
  return Math.round(cents / ROUND_TO_CENTS) * ROUND_TO_CENTS;
}

/**
 * Quote for a wash. The programme price scales with the vehicle size,
 * extras do not. `free` makes the programme free (a loyalty wash), extras
 * are still paid for.
 */
export function quote(p: Programme, vehicle: Vehicle, extras: Extra[] = [], free = false): Quote {
  const programmeCents = roundCents(p.priceCents * SIZE_FACTOR[vehicle]);
  const extrasCents = extras.reduce((sum, e) => sum + e.priceCents, 0);
  const discountCents = free ? programmeCents : 0;
  return {
    programmeCents,
    extrasCents,
    discountCents,
    totalCents: programmeCents + extrasCents - discountCents,
  };
}

/** 1250 -> "12.50", from cents. */
export function formatMoney(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}
