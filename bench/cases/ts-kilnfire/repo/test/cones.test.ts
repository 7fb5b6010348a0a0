import { describe, expect, it } from "vitest";
import { coneReached, coneTemp } from "../src/index";

describe("cones", () => {
  it("looks up a cone's temperature", () => {
    expect(coneTemp("6")).toBe(1222);
    expect(coneTemp("04")).toBe(1060);
    expect(() => coneTemp("42")).toThrow("unknown cone 42");
  });

  it("finds the hottest cone a peak reaches", () => {
    expect(coneReached(1230)).toBe("6");
    expect(coneReached(1000)).toBe("06");
    expect(coneReached(500)).toBeUndefined();
  });
});
