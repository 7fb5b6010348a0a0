import { describe, expect, it } from "vitest";
import { haversineKm, roundUpKm, routeKm } from "../src/geo";
import { depot, north } from "./fixtures";

describe("geo", () => {
  it("measures one degree of latitude as about 111 km", () => {
    expect(haversineKm({ lat: 0, lon: 0 }, { lat: 1, lon: 0 })).toBeCloseTo(111.195, 3);
  });

  it("is zero from a point to itself", () => {
    expect(haversineKm(depot, depot)).toBe(0);
  });

  it("adds the legs of a route, streets included", () => {
    const first = north(1.5);
    expect(routeKm([depot, first, north(2, first)])).toBeCloseTo(3.5, 9);
    expect(routeKm([depot])).toBe(0);
  });

  it("rounds kilometres up to the step", () => {
    expect(roundUpKm(2.1, 0.5)).toBe(2.5);
    expect(roundUpKm(2.5, 0.5)).toBe(2.5);
    expect(roundUpKm(2.5000000001, 0.5)).toBe(2.5);
    expect(roundUpKm(0.2, 1)).toBe(1);
    expect(roundUpKm(0, 0.5)).toBe(0);
  });
});
