/** One item of the distributor's stock feed, as its JSON has it (snake_case, money in pence). */
export interface FeedItem {
  sku: string;
  title: string;
  artist_name: string;
  label_name: string;
  release_year: number;
  price_pence: number;
  stock_count: number;
  grade: string;
}

/** Reads the feed's JSON text; an item without a sku or a title is a broken feed. */
export function readFeed(json: string): FeedItem[] {
  const items: unknown = JSON.parse(json);
  if (!Array.isArray(items)) {
    throw new Error("feed is not a list");
  }
  return items.map((item, i) => {
    if (typeof item?.sku !== "string" || typeof item?.title !== "string") {
      throw new Error(`feed item ${i} has no sku or title`);
    }
    return item as FeedItem;
  });
}
