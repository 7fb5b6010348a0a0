import type { CategoryCode } from "./categories.js";
import type { Entry } from "./entries.js";

// Entry fees in pence. Guild members pay less; Young Quilters enter free.
export const FEES_PENCE: Record<CategoryCode, { member: number; visitor: number }> = {
  BED: { member: 1500, visitor: 2000 },
  WALL: { member: 1200, visitor: 1700 },
  MINI: { member: 800, visitor: 1200 },
  ART: { member: 1200, visitor: 1700 },
  TRAD: { member: 1500, visitor: 2000 },
  JUN: { member: 0, visitor: 0 },
  GRP: { member: 1800, visitor: 1800 },
};

/** Commission the show takes on quilts sold from the walls. */
export const SALE_COMMISSION_PERCENT = 15;

export function isMemberEntry(entry: Entry): boolean {
  // A joint entry gets the member rate if any maker is a member.
  return entry.makers.some((m) => m.member);
}

export function entryFee(entry: Entry): number {
  const fees = FEES_PENCE[entry.category];
  return isMemberEntry(entry) ? fees.member : fees.visitor;
}

/** Commission in pence on a quilt sold at `pricePounds`, rounded to the penny. */
export function saleCommission(pricePounds: number): number {
  return Math.round((pricePounds * 100 * SALE_COMMISSION_PERCENT) / 100);
}

export interface FeeStatement {
  maker: string;
  entries: { number: number; title: string; pence: number }[];
  totalPence: number;
}

/** One statement per maker named first on the entry, in entry-number order. */
export function statements(entries: Entry[]): FeeStatement[] {
  const byMaker = new Map<string, FeeStatement>();
  for (const entry of [...entries].sort((a, b) => a.number - b.number)) {
    const maker = entry.makers[0]?.name ?? "(unknown)";
    let st = byMaker.get(maker);
    if (!st) {
      st = { maker, entries: [], totalPence: 0 };
      byMaker.set(maker, st);
    }
    const pence = entryFee(entry);
    st.entries.push({ number: entry.number, title: entry.title, pence });
    st.totalPence += pence;
  }
  return [...byMaker.values()];
}

export function pounds(pence: number): string {
  const sign = pence < 0 ? "-" : "";
  const abs = Math.abs(pence);
  return `${sign}£${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}
