import { describe, expect, it } from "vitest";
import { day, isoDay } from "../src/dates.ts";
import { nextWatering, wateringInterval } from "../src/watering.ts";
import { juniper, maple } from "./trees.ts";

const mild = { maxTempC: 22, rainMm: 0 };

describe("watering", () => {
  it("waters a maple daily in summer and every four days in winter", () => {
    expect(wateringInterval(maple(), day("2026-06-10"), mild)).toBe(1);
    expect(wateringInterval(maple(), day("2026-12-10"), mild)).toBe(4);
  });

  it("shortens the interval for shallow pots and hot days", () => {
    expect(wateringInterval(juniper(), day("2026-12-10"), mild)).toBe(5); // 6 * 0.75 = 4.5
    expect(wateringInterval(juniper(), day("2026-12-10"), { maxTempC: 31, rainMm: 0 })).toBe(2);
    expect(wateringInterval(maple(), day("2026-06-10"), { maxTempC: 35, rainMm: 0 })).toBe(1);
  });

  it("lets a shower do a day's watering", () => {
    expect(isoDay(nextWatering(juniper(), mild))).toBe("2026-06-12");
    expect(isoDay(nextWatering(juniper(), { maxTempC: 18, rainMm: 8 }))).toBe("2026-06-13");
  });
});
