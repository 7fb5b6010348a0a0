import { productOf } from "./catalog.js";
import type { Basket, BasketLine, Cents } from "./types.js";
import { sumBy } from "./util.js";

export function emptyBasket(): Basket {
  return { lines: [], coupons: [] };
}

/** Add a quantity of a product; a product already in the basket gets the quantity added. */
export function addItem(basket: Basket, sku: string, quantity: number): Basket {
  if (!(quantity > 0)) {
    throw new Error(`quantity must be positive, got ${quantity}`);
  }
  const product = productOf(sku);
  const lines = basket.lines.map((line) =>
    line.product.sku === product.sku ? { ...line, quantity: line.quantity + quantity } : line,
  );
  if (!lines.some((line) => line.product.sku === product.sku)) {
    lines.push({ product, quantity });
  }
  return { ...basket, lines };
}

/** Remove a product's line entirely. */
export function removeItem(basket: Basket, sku: string): Basket {
  const wanted = sku.toUpperCase();
  return { ...basket, lines: basket.lines.filter((line) => line.product.sku !== wanted) };
}

export function addCoupon(basket: Basket, code: string): Basket {
  const normal = code.trim().toUpperCase();
  return basket.coupons.includes(normal) ? basket : { ...basket, coupons: [...basket.coupons, normal] };
}

/** The price of one line, rounded to whole cents (kilo prices times a weight). */
export function linePrice(line: BasketLine): Cents {
  return Math.round(line.product.price * line.quantity);
}

export function subtotal(basket: Basket): Cents {
  return sumBy(basket.lines, linePrice);
}

export function itemCount(basket: Basket): number {
  return sumBy(basket.lines, (line) => (line.product.pricedBy === "each" ? line.quantity : 1));
}
