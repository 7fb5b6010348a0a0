import { describe, expect, it } from "vitest";
import { extra, programme, washMinutes, waterLitres } from "../src/programmes";

describe("programmes", () => {
  it("looks programmes and extras up by code", () => {
    expect(programme("foam").name).toBe("Snow foam wash");
    expect(extra("Wheels").priceCents).toBe(400);
    expect(() => programme("polish")).toThrow(/unknown programme/);
  });

  it("scales the time with the vehicle and adds the extras", () => {
    expect(washMinutes(programme("BASIC"), "car")).toBe(10);
    expect(washMinutes(programme("BASIC"), "suv")).toBe(12);
    expect(washMinutes(programme("VALET"), "van")).toBe(48);
    expect(washMinutes(programme("FOAM"), "car", [extra("UNDER"), extra("TYRES")])).toBe(22);
  });

  it("scales the water", () => {
    expect(waterLitres(programme("FOAM"), "car")).toBe(160);
    expect(waterLitres(programme("FOAM"), "van")).toBe(216);
  });
});
