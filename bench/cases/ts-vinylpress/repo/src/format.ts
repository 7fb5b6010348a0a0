import type { VinylRecord } from "./types";

export function pounds(pence: number): string {
  return `£${Math.floor(pence / 100)}.${String(pence % 100).padStart(2, "0")}`;
}

/** The label stuck on the sleeve: artist, title, year, grade and price. */
export function shelfLabel(record: VinylRecord): string {
  return `${record.artist} — ${record.title} (${record.year}) [${record.grade}] ${pounds(record.pricePence)}`;
}
