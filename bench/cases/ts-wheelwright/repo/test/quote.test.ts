import { describe, expect, it } from "vitest";
import { DEFAULT_RATES, hoursPerWheel, quoteWheels } from "../src/quote.js";
import { STOCK_WHEELS, WheelError } from "../src/wheel.js";

const cart = STOCK_WHEELS["farm cart"];
const gig = STOCK_WHEELS["gig"];
const wagon = STOCK_WHEELS["wagon rear"];

describe("hoursPerWheel", () => {
  it("adds hours for spokes over ten and the tyre", () => {
    expect(hoursPerWheel(cart)).toBe(38 + 3 + 6);
    expect(hoursPerWheel(gig)).toBe(46 + 6 + 6);
    expect(hoursPerWheel({ ...cart, spokes: 8 })).toBe(44);
  });
});

describe("quoteWheels", () => {
  it("quotes a single cart wheel", () => {
    expect(quoteWheels(cart, 1)).toEqual({
      wheels: 1,
      hours: 47,
      labour: 1974,
      timber: 268.89,
      steel: 133.65,
      steelKg: 41.8,
      net: 2376.54,
      vat: 475.31,
      total: 2851.85,
    });
  });

  it("takes the set discount off the labour for four wheels", () => {
    const q = quoteWheels(wagon, 4);
    expect(q.labour).toBe(9676.8);
    expect(q.steelKg).toBe(295.9);
    expect(q.total).toBe(14735.58);
  });

  it("quotes a pair of gig wheels at other rates", () => {
    const q = quoteWheels(gig, 2, { ...DEFAULT_RATES, labourPerHour: 45, vatRate: 0 });
    expect(q.labour).toBe(5220);
    expect(q.vat).toBe(0);
    expect(q.total).toBe(q.net);
  });

  it("refuses bad orders", () => {
    expect(() => quoteWheels(cart, 0)).toThrow(RangeError);
    expect(() => quoteWheels(cart, 1.5)).toThrow(RangeError);
    expect(() => quoteWheels({ ...cart, spokes: 9 }, 1)).toThrow(WheelError);
  });
});
