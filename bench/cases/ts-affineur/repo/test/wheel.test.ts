import { describe, expect, it } from "vitest";
import { makeWheel } from "../src/wheel";

describe("makeWheel", () => {
  it("makes a wheel", () => {
    expect(makeWheel("CT-1041", "comte", "2026-06-01", 38000)).toEqual({
      id: "CT-1041",
      style: "comte",
      madeOn: "2026-06-01",
      grams: 38000,
    });
  });

  it("checks the id, the style, the day and the weight", () => {
    expect(() => makeWheel("ct-1", "comte", "2026-06-01", 38000)).toThrow("bad wheel id");
    expect(() => makeWheel("CT-1041", "feta", "2026-06-01", 38000)).toThrow("unknown style");
    expect(() => makeWheel("CT-1041", "comte", "2026-06-31", 38000)).toThrow("no such day");
    expect(() => makeWheel("CT-1041", "comte", "2026-06-01", 0)).toThrow("bad weight");
  });
});
