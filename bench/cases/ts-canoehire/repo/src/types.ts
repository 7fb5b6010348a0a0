/** Shared shapes of the hire desk. Times are minutes since midnight, money is whole cents. */

export type CraftKind = "canoe" | "kayak" | "sup";

export interface Craft {
  id: string;
  kind: CraftKind;
  /** paddlers it carries */
  seats: number;
  /** out of service for repairs */
  laidUp?: boolean;
}

export interface Booking {
  id: string;
  craftId: string;
  customer: string;
  party: number;
  startMin: number;
  endMin: number;
}

export interface Rate {
  kind: CraftKind;
  perHourCents: number;
  /** the shortest hire charged, in hours */
  minHours: number;
}

export interface Slot {
  startMin: number;
  endMin: number;
}

export interface Fleet {
  craft: Craft[];
  bookings: Booking[];
}
