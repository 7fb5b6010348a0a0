import { describe, expect, it } from "vitest";
import { boardAreaM2, cutMount, windowFor } from "../src/mounts";

describe("mounts", () => {
  const art = { w: 297, h: 210 };

  it("cuts the window to overlap the artwork", () => {
    expect(windowFor(art)).toEqual({ w: 291, h: 204 });
    expect(windowFor(art, 5)).toEqual({ w: 287, h: 200 });
    expect(() => windowFor({ w: 6, h: 40 })).toThrow(/overlap/);
  });

  it("adds the border all round", () => {
    const m = cutMount(art, { borderMm: 60 });
    expect(m.window).toEqual({ w: 291, h: 204 });
    expect(m.outer).toEqual({ w: 411, h: 324 });
    expect(m.boards).toBe(1);
  });

  it("counts both boards of a double mount", () => {
    const single = cutMount(art, { borderMm: 50 });
    const double = cutMount(art, { borderMm: 50, double: true });
    expect(double.outer).toEqual(single.outer);
    expect(boardAreaM2(double)).toBeCloseTo(2 * boardAreaM2(single));
  });

  it("refuses a negative border", () => {
    expect(() => cutMount(art, { borderMm: -1 })).toThrow(/negative/);
  });
});
