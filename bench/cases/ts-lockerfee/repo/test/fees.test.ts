import { describe, expect, it } from "vitest";
import { insurance, quote } from "../src/fees";

describe("quote", () => {
  it("charges the real weight rounded up to half a kilo", () => {
    const q = quote({ dims: [30, 20, 8], kg: 1.2 }, "regional");
    expect(q).toEqual({ size: "S", kg: 1.5, base: 250, weight: 135, insurance: 0, total: 385 });
  });

  it("charges a light bulky parcel by its volume", () => {
    const q = quote({ dims: [50, 30, 16], kg: 0.8 }, "local");
    expect(q.size).toBe("M");
    expect(q.kg).toBe(5);
    expect(q.total).toBe(390 + 300);
  });

  it("keeps a weight already on the half kilo", () => {
    const q = quote({ dims: [60, 40, 25], kg: 11.2 }, "national");
    expect([q.size, q.kg, q.weight, q.total]).toEqual(["L", 12, 1680, 2220]);
  });

  it("adds insurance on a declared value", () => {
    const q = quote({ dims: [30, 20, 8], kg: 2, declared: 45000 }, "local");
    expect([q.kg, q.insurance, q.total]).toEqual([2, 450, 250 + 120 + 450]);
  });

  it("refuses a parcel too big for any compartment", () => {
    expect(() => quote({ dims: [90, 10, 10], kg: 1 }, "local")).toThrow(/fits no compartment/);
  });
});

describe("insurance", () => {
  it("is clamped between 50 cents and 20 euros", () => {
    expect(insurance(undefined)).toBe(0);
    expect(insurance(1000)).toBe(50);
    expect(insurance(900000)).toBe(2000);
  });
});
