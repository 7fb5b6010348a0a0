import { describe, expect, it } from "vitest";
import { byDecade, cheapestByArtist, stockValue } from "../src/catalogue";
import { item } from "./items";

const feed = [
  item({ sku: "B1", title: "Hunky Dory", artist_name: "David Bowie", release_year: 1971, price_pence: 2200 }),
  item({ sku: "B2", title: "Low", artist_name: "David Bowie", release_year: 1977, price_pence: 1800 }),
  item({ sku: "B3", title: "Blue", artist_name: "Joni Mitchell", release_year: 1971, price_pence: 2500, stock_count: 2 }),
  item({ sku: "B4", title: "Hounds of Love", artist_name: "Kate Bush", release_year: 1985, price_pence: 1600 }),
  item({ sku: "B5", title: "Horses", artist_name: "Patti Smith", release_year: 1975, stock_count: 0 }),
];

describe("byDecade", () => {
  it("lists the decade's records in stock, oldest first, then by artist", () => {
    expect(byDecade(feed, 1970).map((r) => r.sku)).toEqual(["B1", "B3", "B2"]);
    expect(byDecade(feed, 1980).map((r) => r.sku)).toEqual(["B4"]);
  });
});

describe("cheapestByArtist", () => {
  it("keeps each artist's cheapest copy in stock", () => {
    const cheapest = cheapestByArtist(feed);
    expect(cheapest.get("David Bowie")?.sku).toBe("B2");
    expect(cheapest.has("Patti Smith")).toBe(false);
  });
});

describe("stockValue", () => {
  it("adds up shelf price times copies", () => {
    expect(stockValue(feed)).toBe(2200 + 1800 + 2 * 2500 + 1600);
  });
});
