import type { FeedItem } from "./feed";
import { toRecords } from "./mapper";
import type { VinylRecord } from "./types";

/** Records in stock from the decade starting at `decade` (1970 for the seventies), oldest first, then by artist. */
export function byDecade(items: FeedItem[], decade: number): VinylRecord[] {
  return toRecords(items)
    .filter((r) => r.inStock > 0 && r.year >= decade && r.year < decade + 10)
    .sort((a, b) => a.year - b.year || a.artist.localeCompare(b.artist));
}

/** The cheapest copy in stock of each artist's records, keyed by artist. */
export function cheapestByArtist(items: FeedItem[]): Map<string, VinylRecord> {
  const cheapest = new Map<string, VinylRecord>();
  for (const record of toRecords(items)) {
    if (record.inStock === 0) continue;
    const best = cheapest.get(record.artist);
    if (!best || record.pricePence < best.pricePence) {
      cheapest.set(record.artist, record);
    }
  }
  return cheapest;
}

/** What the stock is worth at shelf prices, in pence. */
export function stockValue(items: FeedItem[]): number {
  return toRecords(items).reduce((sum, r) => sum + r.pricePence * r.inStock, 0);
}
