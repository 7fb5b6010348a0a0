import { describe, expect, it } from "vitest";
import { createKiln } from "../src/index";

describe("createKiln", () => {
  it("clamps heating to what the elements manage", () => {
    const kiln = createKiln("big", 250);
    expect(kiln.heatingRate(300)).toBe(250);
    expect(kiln.heatingRate(100)).toBe(100);
  });

  it("clamps cooling to how fast the kiln loses heat", () => {
    const kiln = createKiln("big", 250, 90);
    expect(kiln.coolingRate(150)).toBe(90);
    expect(kiln.coolingRate(50)).toBe(50);
  });

  it("refuses a kiln with no power", () => {
    expect(() => createKiln("dead", 0)).toThrow(RangeError);
  });
});
