import { describe, expect, it } from "vitest";
import { areaM2, formatSize, grow, parseSize, toMm } from "../src/units";

describe("units", () => {
  it("converts to whole millimetres", () => {
    expect(toMm(20, "in")).toBe(508);
    expect(toMm(42.5, "cm")).toBe(425);
    expect(toMm(297, "mm")).toBe(297);
  });

  it("parses sizes in any unit", () => {
    expect(parseSize("500 x 400 mm")).toEqual({ w: 500, h: 400 });
    expect(parseSize("20x16in")).toEqual({ w: 508, h: 406 });
    expect(parseSize('10 × 8"')).toEqual({ w: 254, h: 203 });
    expect(parseSize("29.7 x 42 cm")).toEqual({ w: 297, h: 420 });
    expect(parseSize("297x210")).toEqual({ w: 297, h: 210 });
  });

  it("rejects what it cannot read", () => {
    expect(() => parseSize("A4")).toThrow(/cannot read/);
    expect(() => parseSize("0 x 10 cm")).toThrow(/no area/);
  });

  it("works out areas and margins", () => {
    expect(areaM2({ w: 500, h: 400 })).toBeCloseTo(0.2);
    expect(grow({ w: 500, h: 400 }, 1)).toEqual({ w: 502, h: 402 });
    expect(formatSize({ w: 297, h: 210 })).toBe("297 x 210 mm");
  });
});
