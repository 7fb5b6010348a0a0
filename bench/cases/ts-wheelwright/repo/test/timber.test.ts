import { describe, expect, it } from "vitest";
import { CuttingItem, TIMBER_PRICES, cuttingList, felloeRise, spokeSection, timberCost, volumeM3 } from "../src/timber.js";
import { STOCK_WHEELS } from "../src/wheel.js";

const cart = STOCK_WHEELS["farm cart"];
const gig = STOCK_WHEELS["gig"];

function sizes(items: CuttingItem[]) {
  return items.map((i) => [i.part, i.species, i.count, i.lengthMm, i.widthMm, i.thicknessMm]);
}

describe("cuttingList", () => {
  it("lists the farm cart's timber", () => {
    expect(sizes(cuttingList(cart))).toEqual([
      ["hub", "elm", 1, 336, 306, 306],
      ["spoke", "oak", 12, 604, 88, 61],
      ["felloe", "ash", 6, 692, 188, 82],
    ]);
  });

  it("lists the gig's timber", () => {
    expect(sizes(cuttingList(gig))).toEqual([
      ["hub", "elm", 1, 236, 186, 186],
      ["spoke", "oak", 14, 587, 64, 45],
      ["felloe", "ash", 7, 535, 124, 50],
    ]);
  });

  it("sizes spokes from the hub", () => {
    expect(spokeSection(cart)).toEqual({ widthMm: 82, thicknessMm: 55 });
    expect(felloeRise(cart)).toBeCloseTo(91.91, 2);
  });
});

describe("timberCost", () => {
  it("prices the volume with waste", () => {
    const list = cuttingList(cart);
    expect(volumeM3(list[0])).toBeCloseTo(0.031462, 6);
    expect(timberCost(list)).toBeCloseTo(268.89, 2);
    expect(timberCost(list, 1)).toBeCloseTo(268.89 / 1.25, 2);
  });

  it("takes the merchant's current prices", () => {
    const list = cuttingList(cart);
    const dearOak = { ...TIMBER_PRICES, oak: 2800 };
    expect(timberCost(list, 1.25, dearOak) - timberCost(list)).toBeCloseTo(0.038907264 * 500 * 1.25, 6);
  });
});
