import type { LoanObject, Material } from "./types.js";

/** Loans of at least this value travel with a courier from the lender. */
export const COURIER_VALUE_GBP = 250_000;

/** How an object is crated for travel. */
export type Crate = "travel-frame" | "solander-box" | "padded-crate" | "double-crate";

function assertNever(x: never): never {
  throw new Error(`unexpected material: ${String(x)}`);
}

/** The crate a material travels in. */
export function crateFor(material: Material): Crate {
  switch (material) {
    case "paper":
    case "photograph":
      return "solander-box";
    case "textile":
      return "padded-crate";
    case "oil-on-canvas":
      return "travel-frame";
    case "panel":
    case "ceramic":
      return "double-crate";
    case "bronze":
      return "padded-crate";
    default:
      return assertNever(material);
  }
}

/** Whether an object needs a courier: high value, or a panel painting. */
export function needsCourier(o: LoanObject): boolean {
  return o.valueGbp >= COURIER_VALUE_GBP || o.material === "panel";
}
