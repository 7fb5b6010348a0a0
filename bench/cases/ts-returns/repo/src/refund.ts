import type { Order, RefundDecision, Refusal, ReturnRequest } from "./types.js";

export const RETURN_WINDOW_DAYS = 30;
export const RESTOCKING_PERCENT = 15;

const MS_PER_DAY = 24 * 60 * 60 * 1000;

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / MS_PER_DAY);
}

export function refundFor(order: Order, requests: ReturnRequest[], today: string): RefundDecision {
  const refused: Refusal[] = [];
  let refundCents = 0;
  for (const request of requests) {
    const line = order.lines.find((l) => l.sku === request.sku);
    if (!line) {
      refused.push({ sku: request.sku, reason: "not in this order" });
      continue;
    }
    if (request.qty > line.qty) {
      refused.push({ sku: request.sku, reason: `only ${line.qty} ordered` });
      continue;
    }
    if (order.deliveredAt === null) {
      refused.push({ sku: request.sku, reason: "not delivered yet" });
      continue;
    }
    if (line.category === "clearance") {
      refused.push({ sku: request.sku, reason: "clearance items are final sale" });
      continue;
    }
    if (daysBetween(order.deliveredAt, today) > RETURN_WINDOW_DAYS) {
      refused.push({ sku: request.sku, reason: "return window closed" });
      continue;
    }
    let cents = line.unitCents * request.qty;
    if (request.opened && line.category === "electronics") {
      cents -= Math.round((cents * RESTOCKING_PERCENT) / 100);
    }
    refundCents += cents;
  }
  return { refundCents, refused };
}
