import { describe, expect, it } from "vitest";
import { countsAgainstOperator, downHours, isDown, timeAvailability, type Downtime } from "../src/availability.ts";

const at = (iso: string) => new Date(iso);

const stops: Downtime[] = [
  { turbine: "T2", from: at("2026-03-01T06:00:00Z"), to: at("2026-03-01T12:00:00Z"), reason: "service" },
  { turbine: "T2", from: at("2026-03-01T10:00:00Z"), to: at("2026-03-01T14:00:00Z"), reason: "fault" },
  { turbine: "T3", from: at("2026-02-28T20:00:00Z"), to: at("2026-03-01T02:00:00Z"), reason: "grid" },
];

describe("availability", () => {
  it("knows when a turbine is stopped", () => {
    expect(isDown("T2", at("2026-03-01T06:00:00Z"), stops)).toBe(true);
    expect(isDown("T2", at("2026-03-01T13:50:00Z"), stops)).toBe(true);
    expect(isDown("T2", at("2026-03-01T14:00:00Z"), stops)).toBe(false);
    expect(isDown("T1", at("2026-03-01T08:00:00Z"), stops)).toBe(false);
  });

  it("counts overlapping stops once and clips them to the period", () => {
    const start = at("2026-03-01T00:00:00Z");
    const end = at("2026-03-02T00:00:00Z");
    expect(downHours("T2", stops, start, end)).toBe(8);
    expect(downHours("T3", stops, start, end)).toBe(2);
    expect(timeAvailability("T2", stops, start, end)).toBeCloseTo(2 / 3, 10);
    expect(timeAvailability("T1", stops, start, end)).toBe(1);
  });

  it("leaves grid outages to the network", () => {
    expect(stops.map(countsAgainstOperator)).toEqual([true, true, false]);
  });
});
