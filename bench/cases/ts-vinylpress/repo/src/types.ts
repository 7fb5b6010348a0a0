/** A record on the shop's shelves. */
export interface VinylRecord {
  sku: string;
  title: string;
  artist: string;
  label: string;
  /** The year the album first came out. */
  year: number;
  pricePence: number;
  inStock: number;
  grade: string;
}
