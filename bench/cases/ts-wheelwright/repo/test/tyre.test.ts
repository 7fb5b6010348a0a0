import { describe, expect, it } from "vitest";
import { DEFAULT_SHRINK_MM, barForSet, barLength, barWeightKg } from "../src/tyre.js";
import { STOCK_WHEELS } from "../src/wheel.js";

const cart = STOCK_WHEELS["farm cart"];
const wagon = STOCK_WHEELS["wagon rear"];

describe("barLength", () => {
  it("measures round the middle of the bar, less the shrink", () => {
    expect(barLength(cart)).toBeCloseTo(Math.PI * (1372 + 16) - DEFAULT_SHRINK_MM, 9);
    expect(barLength(cart)).toBeCloseTo(4350.53, 2);
    expect(barLength(wagon)).toBeCloseTo(4837.48, 2);
  });

  it("takes a shrink of its own", () => {
    expect(barLength(cart, 6) - barLength(cart, 14)).toBeCloseTo(8, 9);
  });
});

describe("weights", () => {
  it("weighs the bar", () => {
    // 76 x 16 mm bar: 9.5456 kg a metre
    expect(barWeightKg(cart, 1000)).toBeCloseTo(9.5456, 6);
    expect(barWeightKg(cart, barLength(cart))).toBeCloseTo(41.53, 2);
  });

  it("adds a weld allowance for each tyre of a set", () => {
    const set = barForSet(cart, 4);
    expect(set.lengthMm).toBeCloseTo(4 * (barLength(cart) + 25), 9);
    expect(set.weightKg).toBeCloseTo(167.07, 2);
    expect(barForSet(cart, 1, 0).lengthMm).toBeCloseTo(barLength(cart), 9);
  });
});
