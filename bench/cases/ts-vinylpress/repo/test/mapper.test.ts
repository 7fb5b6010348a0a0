import { describe, expect, it } from "vitest";
import { toRecord } from "../src/mapper";
import { item } from "./items";

describe("toRecord", () => {
  it("keeps the shop's names for the feed's fields", () => {
    const record = toRecord(item({ sku: "A1", title: " Harvest ", artist_name: "Neil  Young", release_year: 1972 }));
    expect(record).toEqual({
      sku: "A1",
      title: "Harvest",
      artist: "Neil Young",
      label: "Island",
      year: 1972,
      pricePence: 1500,
      inStock: 1,
      grade: "VG+",
    });
  });

  it("files an unknown grade as G and never counts negative stock", () => {
    const record = toRecord(item({ sku: "A2", grade: "EX", stock_count: -2 }));
    expect(record.grade).toBe("G");
    expect(record.inStock).toBe(0);
  });
});
