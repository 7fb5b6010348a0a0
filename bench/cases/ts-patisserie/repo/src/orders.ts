// Customer orders: their lines and totals, deposits, and the production
// list for a collection day.

import { RECIPES } from "./catalogue.js";
import { counterPrice } from "./pricing.js";
import { batchesFor } from "./recipe.js";

export interface OrderLine {
  product: string;
  pieces: number;
}

export interface Order {
  id: string;
  customer: string;
  /** Collection day, YYYY-MM-DD. */
  collect: string;
  lines: OrderLine[];
  /** Deposit paid, in pence. */
  deposit: number;
}

export class OrderError extends Error {}

export function lineTotal(line: OrderLine): number {
  const recipe = RECIPES[line.product];
  if (!recipe) {
    throw new OrderError(`unknown product ${line.product}`);
  }
  return line.pieces * counterPrice(recipe);
}

export function orderTotal(order: Order): number {
  return order.lines.reduce((sum, line) => sum + lineTotal(line), 0);
}

export function balanceDue(order: Order): number {
  return Math.max(0, orderTotal(order) - order.deposit);
}

/** Pieces of each product to make for the orders collected on `day`. */
export function productionList(orders: Order[], day: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const order of orders) {
    if (order.collect !== day) continue;
    for (const line of order.lines) {
      out[line.product] = (out[line.product] ?? 0) + line.pieces;
    }
  }
  return out;
}

/** Whole batches of each product for the orders collected on `day`. */
export function batchList(orders: Order[], day: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [product, pieces] of Object.entries(productionList(orders, day))) {
    out[product] = batchesFor(RECIPES[product], pieces);
  }
  return out;
}
