import { linePrice } from "./basket.js";
import { totals } from "./coupons.js";
import type { Basket, BasketLine } from "./types.js";
import { formatCents, padLeft, padRight } from "./util.js";

const WIDTH = 32;
const PRICE_WIDTH = 9;

function describe(line: BasketLine): string {
  if (line.product.pricedBy === "kg") {
    return `${line.product.name} ${line.quantity.toFixed(3)}kg`;
  }
  return line.quantity === 1 ? line.product.name : `${line.product.name} x${line.quantity}`;
}

function row(label: string, cents: number): string {
  return padRight(label, WIDTH - PRICE_WIDTH) + padLeft(formatCents(cents), PRICE_WIDTH);
}

/** The receipt as lines of text: one row per line, the discounts, then the total. */
export function receipt(basket: Basket): string[] {
  const t = totals(basket);
  const rows = basket.lines.map((line) => row(describe(line), linePrice(line)));
  rows.push("-".repeat(WIDTH));
  rows.push(row("Subtotal", t.subtotal));
  for (const discount of t.discounts) {
    rows.push(row(`  ${discount.code}`, -discount.amount));
  }
  rows.push(row("TOTAL", t.total));
  return rows;
}
