import { leather, leatherCost } from "./leather.ts";
import { pairSqft, type Style } from "./pattern.ts";
import { pairsMinutes } from "./stitching.ts";

/** Workshop labour rate, pence per minute (£27 an hour). */
export const LABOUR_PENCE_PER_MINUTE = 45;
/** Cutting, per pair, in minutes: the cutter works by hand over a table. */
export const CUTTING_MINUTES_PER_PAIR = 14;
/** Overheads on materials and labour. */
export const OVERHEAD = 0.3;
export const VAT = 0.2;

export interface LineItem {
  style: Style;
  leather: string;
  size: number;
  pairs: number;
}

export interface Quote {
  leatherPence: number;
  labourPence: number;
  overheadPence: number;
  netPence: number;
  vatPence: number;
  totalPence: number;
  perPairPence: number;
}

export function quote(item: LineItem): Quote {
  if (!Number.isInteger(item.pairs) || item.pairs <= 0) throw new Error(`bad quantity ${item.pairs}`);
  const l = leather(item.leather);
  const leatherPence = leatherCost(l, pairSqft(item.style, item.size) * item.pairs);
  const minutes = pairsMinutes(item.style, item.size, item.pairs) + CUTTING_MINUTES_PER_PAIR * item.pairs;
  const labourPence = minutes * LABOUR_PENCE_PER_MINUTE;
  const overheadPence = Math.round((leatherPence + labourPence) * OVERHEAD);
  const netPence = leatherPence + labourPence + overheadPence;
  const vatPence = Math.round(netPence * VAT);
  const totalPence = netPence + vatPence;
  return {
    leatherPence,
    labourPence,
    overheadPence,
    netPence,
    vatPence,
    totalPence,
    perPairPence: Math.round(totalPence / item.pairs),
  };
}

export function formatPounds(pence: number): string {
  const sign = pence < 0 ? "-" : "";
  const p = Math.abs(pence);
  return `${sign}£${Math.floor(p / 100)}.${String(p % 100).padStart(2, "0")}`;
}
