export { readFeed, type FeedItem } from "./feed";
export type { VinylRecord } from "./types";
export { toRecord, toRecords } from "./mapper";
export { byDecade, cheapestByArtist, stockValue } from "./catalogue";
export { pounds, shelfLabel } from "./format";
