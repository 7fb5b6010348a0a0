import { linePrice, subtotal } from "./basket.js";
import type { Basket, Coupon, Discount, Totals } from "./types.js";
import { sumBy } from "./util.js";

export const COUPONS: readonly Coupon[] = [
  { code: "FRESH10", kind: "percent", category: "produce", percent: 10 },
  { code: "DAIRY20", kind: "percent", category: "dairy", percent: 20 },
  { code: "FIVEOFF", kind: "amountOff", over: 3000, amount: 500 },
  { code: "RICE3", kind: "threeForTwo", sku: "RIC" },
];

export function findCoupon(code: string): Coupon | undefined {
  return COUPONS.find((c) => c.code === code.toUpperCase());
}

/** What one coupon takes off this basket (0 when it does not apply). */
export function discountFor(coupon: Coupon, basket: Basket): number {
  switch (coupon.kind) {
    case "percent": {
      const lines = basket.lines.filter((line) => line.product.category === coupon.category);
      return Math.round((sumBy(lines, linePrice) * coupon.percent) / 100);
    }
    case "amountOff":
      return subtotal(basket) >= coupon.over ? coupon.amount : 0;
    case "threeForTwo": {
      const line = basket.lines.find((l) => l.product.sku === coupon.sku);
      if (!line) {
        return 0;
      }
      return Math.floor(line.quantity / 3) * line.product.price;
    }
  }
}

/** The basket's totals with every known coupon that applies; unknown codes are ignored. */
export function totals(basket: Basket): Totals {
  const discounts: Discount[] = [];
  for (const code of basket.coupons) {
    const coupon = findCoupon(code);
    const amount = coupon ? discountFor(coupon, basket) : 0;
    if (coupon && amount > 0) {
      discounts.push({ code: coupon.code, amount });
    }
  }
  const sub = subtotal(basket);
  const discountTotal = Math.min(sub, sumBy(discounts, (d) => d.amount));
  return { subtotal: sub, discounts, discountTotal, total: sub - discountTotal };
}
