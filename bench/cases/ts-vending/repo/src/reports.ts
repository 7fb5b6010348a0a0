import type { Catalogue } from "./catalogue.js";
import type { VendingMachine, Sale } from "./machine.js";
import { formatPence } from "./money.js";

export interface SkuSales {
  sku: string;
  units: number;
  revenue: number;
}

export function revenue(sales: readonly Sale[]): number {
  return sales.reduce((total, s) => total + s.price, 0);
}

export function salesBySku(sales: readonly Sale[]): SkuSales[] {
  const bySku = new Map<string, SkuSales>();
  for (const s of sales) {
    const row = bySku.get(s.sku) ?? { sku: s.sku, units: 0, revenue: 0 };
    row.units += 1;
    row.revenue += s.price;
    bySku.set(s.sku, row);
  }
  return [...bySku.values()].sort((a, b) => a.sku.localeCompare(b.sku));
}

/** The n best sellers by units, ties broken by revenue then sku. */
export function bestSellers(sales: readonly Sale[], n: number): SkuSales[] {
  return salesBySku(sales)
    .sort((a, b) => b.units - a.units || b.revenue - a.revenue || a.sku.localeCompare(b.sku))
    .slice(0, n);
}

/** Revenue per calendar day (UTC), in date order. */
export function dailyTotals(sales: readonly Sale[]): Array<{ date: string; revenue: number }> {
  const byDay = new Map<string, number>();
  for (const s of sales) {
    const date = s.at.slice(0, 10);
    byDay.set(date, (byDay.get(date) ?? 0) + s.price);
  }
  return [...byDay.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, rev]) => ({ date, revenue: rev }));
}

/** Plain-text sales sheet for one machine. */
export function salesSheet(machine: VendingMachine, catalogue: Catalogue): string {
  const lines = [`Machine ${machine.id}`];
  for (const row of salesBySku(machine.sales)) {
    const name = catalogue.get(row.sku).name;
    lines.push(`${name.padEnd(20)} ${String(row.units).padStart(4)} ${formatPence(row.revenue).padStart(9)}`);
  }
  lines.push(`${"Total".padEnd(20)} ${String(machine.sales.length).padStart(4)} ${formatPence(revenue(machine.sales)).padStart(9)}`);
  return lines.join("\n");
}
