import type { FeedItem } from "./feed";
import type { VinylRecord } from "./types";

const GRADES = ["M", "NM", "VG+", "VG", "G"];

function cleanName(name: string): string {
  return name.trim().replace(/\s+/g, " ");
}

/** The feed's item as the shop keeps it; an unknown grade is kept as the lowest, G. */
export function toRecord(item: FeedItem): VinylRecord {
  return {
    sku: item.sku,
    title: cleanName(item.title),
    artist: cleanName(item.artist_name),
    label: cleanName(item.label_name),
    year: item.release_year,
    pricePence: item.price_pence,
    inStock: Math.max(0, item.stock_count),
    grade: GRADES.includes(item.grade) ? item.grade : "G",
  };
}

export function toRecords(items: FeedItem[]): VinylRecord[] {
  return items.map(toRecord);
}
