export type Category = "apparel" | "electronics" | "home" | "clearance";

export interface OrderLine {
  sku: string;
  qty: number;
  unitCents: number;
  category: Category;
}

export interface Order {
  id: string;
  /** ISO date the order was placed, e.g. "2026-03-01". */
  placedAt: string;
  /** ISO date the parcel was delivered; null while it is on its way. */
  deliveredAt: string | null;
  lines: OrderLine[];
}

export interface ReturnRequest {
  sku: string;
  qty: number;
  opened: boolean;
}

export interface Refusal {
  sku: string;
  reason: string;
}

export interface RefundDecision {
  refundCents: number;
  refused: Refusal[];
}
