import { describe, expect, it } from "vitest";
import { readFeed } from "../src/feed";
import { toRecord } from "../src/mapper";
import { pounds, shelfLabel } from "../src/format";
import { item } from "./items";

describe("shelfLabel", () => {
  it("prints artist, title, year, grade and price", () => {
    const record = toRecord(item({ sku: "C1", title: "Pink Moon", artist_name: "Nick Drake", release_year: 1972, price_pence: 2405 }));
    expect(shelfLabel(record)).toBe("Nick Drake — Pink Moon (1972) [VG+] £24.05");
  });

  it("pads the pence", () => {
    expect(pounds(1005)).toBe("£10.05");
  });
});

describe("readFeed", () => {
  it("refuses an item without a sku", () => {
    expect(() => readFeed('[{"title": "x"}]')).toThrow("feed item 0 has no sku or title");
  });
});
