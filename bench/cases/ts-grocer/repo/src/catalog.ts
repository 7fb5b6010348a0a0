import type { Product } from "./types.js";

export const CATALOG: readonly Product[] = [
  { sku: "APL", name: "Apples", category: "produce", pricedBy: "kg", price: 320, grams: 1000 },
  { sku: "BAN", name: "Bananas", category: "produce", pricedBy: "kg", price: 199, grams: 1000 },
  { sku: "MLK", name: "Milk 1l", category: "dairy", pricedBy: "each", price: 115, grams: 1040 },
  { sku: "YOG", name: "Yoghurt 500g", category: "dairy", pricedBy: "each", price: 245, grams: 520 },
  { sku: "BRD", name: "Sourdough loaf", category: "bakery", pricedBy: "each", price: 390, grams: 800 },
  { sku: "RIC", name: "Rice 2kg", category: "pantry", pricedBy: "each", price: 560, grams: 2000 },
  { sku: "OIL", name: "Olive oil 750ml", category: "pantry", pricedBy: "each", price: 899, grams: 950 },
  { sku: "SOP", name: "Dish soap", category: "household", pricedBy: "each", price: 275, grams: 480 },
];

/** The product with this SKU (case-insensitive), or undefined. */
export function findProduct(sku: string): Product | undefined {
  const wanted = sku.toUpperCase();
  return CATALOG.find((p) => p.sku === wanted);
}

/** The product with this SKU; throws for an unknown one. */
export function productOf(sku: string): Product {
  const product = findProduct(sku);
  if (!product) {
    throw new Error(`unknown SKU ${sku}`);
  }
  return product;
}
