import type { Order } from "../src/types.js";

/** Placed on 1 March, delivered late, on 12 March. */
export function slowParcel(): Order {
  return {
    id: "A-1041",
    placedAt: "2026-03-01",
    deliveredAt: "2026-03-12",
    lines: [
      { sku: "TEE-M", qty: 2, unitCents: 1800, category: "apparel" },
      { sku: "KB-01", qty: 1, unitCents: 8900, category: "electronics" },
      { sku: "MUG-3", qty: 3, unitCents: 650, category: "home" },
      { sku: "SOCK-X", qty: 1, unitCents: 300, category: "clearance" },
    ],
  };
}

export function onTheWay(): Order {
  return { ...slowParcel(), id: "A-1077", deliveredAt: null };
}
