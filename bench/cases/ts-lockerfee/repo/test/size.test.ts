import { describe, expect, it } from "vitest";
import { sizeClass, volumetricKg } from "../src/size";
import { roundUp } from "../src/round";

describe("sizeClass", () => {
  it("picks the smallest compartment, turning the parcel", () => {
    expect(sizeClass({ dims: [8, 30, 20], kg: 1 })).toBe("S");
    expect(sizeClass({ dims: [40, 30, 10], kg: 1 })).toBe("M");
    expect(sizeClass({ dims: [60, 40, 30], kg: 1 })).toBe("L");
  });

  it("moves a heavy parcel up and refuses an oversized one", () => {
    expect(sizeClass({ dims: [30, 20, 5], kg: 7 })).toBe("M");
    expect(sizeClass({ dims: [70, 20, 5], kg: 1 })).toBeNull();
  });
});

describe("volumetricKg", () => {
  it("divides the volume by 5000", () => {
    expect(volumetricKg([50, 40, 30])).toBe(12);
  });
});

describe("roundUp", () => {
  it("goes up to the next step", () => {
    expect(roundUp(1.2, 0.5)).toBe(1.5);
    expect(roundUp(0.1 + 0.25, 0.1)).toBeCloseTo(0.4);
    expect(roundUp(7, 5)).toBe(10);
  });

  it("refuses a step of zero", () => {
    expect(() => roundUp(1, 0)).toThrow(RangeError);
  });
});
