import type { FeedItem } from "../src/feed";

export function item(fields: Partial<FeedItem> & { sku: string }): FeedItem {
  return {
    title: "Untitled",
    artist_name: "Various",
    label_name: "Island",
    release_year: 1975,
    price_pence: 1500,
    stock_count: 1,
    grade: "VG+",
    ...fields,
  };
}
