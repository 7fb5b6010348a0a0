// The day's takings.

import { quote } from "./pricing";
import { waterLitres, type Extra, type Programme, type Vehicle } from "./programmes";

export interface Sale {
  plate: string;
  vehicle: Vehicle;
  programme: Programme;
  extras?: Extra[];
  /** A loyalty-card free wash. */
  free?: boolean;
}

export interface DayTotals {
  washes: number;
  totalCents: number;
  discountCents: number;
  averageCents: number;
  waterLitres: number;
  byProgramme: Map<string, { washes: number; cents: number }>;
}

export function totals(sales: Sale[]): DayTotals {
  const byProgramme = new Map<string, { washes: number; cents: number }>();
  let totalCents = 0;
  let discountCents = 0;
  let water = 0;
  for (const s of sales) {
    const q = quote(s.programme, s.vehicle, s.extras ?? [], s.free ?? false);
    totalCents += q.totalCents;
    discountCents += q.discountCents;
    water += waterLitres(s.programme, s.vehicle);
    const row = byProgramme.get(s.programme.code) ?? { washes: 0, cents: 0 };
    row.washes += 1;
    row.cents += q.totalCents;
    byProgramme.set(s.programme.code, row);
  }
  return {
    washes: sales.length,
    totalCents,
    discountCents,
    averageCents: sales.length ? Math.round(totalCents / sales.length) : 0,
    waterLitres: water,
    byProgramme,
  };
}
