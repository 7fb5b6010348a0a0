import { describe, expect, it } from "vitest";
import type { Downtime } from "../src/availability.ts";
import { farmYield } from "../src/production.ts";
import { parseScada } from "../src/scada.ts";
import { hourCsv, northerlyCsv, site, turbines } from "./farm.ts";

const hour = parseScada(hourCsv).records;

describe("production", () => {
  it("sums each turbine's ten-minute energy", () => {
    const farm = farmYield(site, turbines, hour);
    const [t1, t2, t3] = farm.turbines;
    // 815 + 1180 + 1580 + 532 + 321 + 2000 kW for ten minutes each
    expect(t1.energyKwh).toBeCloseTo(6428 / 6, 6);
    expect(t3.energyKwh).toBeCloseTo(1324.39, 2);
    expect(t1.records).toBe(6);
    expect(farm.hours).toBe(1);
    expect(farm.installedKw).toBe(6350);
    expect(farm.energyKwh).toBeCloseTo(t1.energyKwh + t2.energyKwh + t3.energyKwh, 6);
  });

  it("takes the wake losses off a turbine downwind of another", () => {
    const farm = farmYield(site, turbines, hour);
    const t2 = farm.turbines[1];
    // every record but the 262-degree one is in T2's 225-255 sector
    expect(t2.energyKwh).toBeCloseTo((0.9 * 6107 + 321) / 6, 6);
    expect(t2.wakeLossKwh).toBeCloseTo((0.1 * 6107) / 6, 6);
  });

  it("makes nothing below cut-in and counts a northerly wake", () => {
    const farm = farmYield(site, turbines, parseScada(northerlyCsv).records);
    expect(farm.turbines[0].energyKwh).toBeCloseTo((174 + 82) / 6, 6);
    expect(farm.turbines[2].wakeLossKwh).toBeCloseTo(11.5998, 3);
    expect(farm.hours).toBe(0.5);
  });

  it("counts what a stopped turbine would have made", () => {
    const stops: Downtime[] = [
      { turbine: "T1", from: new Date("2026-03-04T10:20:00Z"), to: new Date("2026-03-04T10:40:00Z"), reason: "fault" },
    ];
    const farm = farmYield(site, turbines, hour, stops);
    const t1 = farm.turbines[0];
    expect(t1.downRecords).toBe(2);
    expect(t1.downtimeLossKwh).toBeCloseTo((1580 + 532) / 6, 6);
    expect(t1.energyKwh).toBeCloseTo((6428 - 1580 - 532) / 6, 6);
  });

  it("holds the farm at its export limit and shares the curtailment", () => {
    const free = farmYield(site, turbines, hour);
    const held = farmYield({ ...site, exportLimitKw: 4000 }, turbines, hour);
    expect(held.curtailedKwh).toBeCloseTo(free.energyKwh - held.energyKwh, 6);
    expect(held.curtailedKwh).toBeCloseTo(513.66, 2);
    const shares = held.turbines.reduce((sum, y) => sum + y.curtailedKwh, 0);
    expect(shares).toBeCloseTo(held.curtailedKwh, 6);
    for (const [i, y] of held.turbines.entries()) {
      expect(y.energyKwh + y.curtailedKwh).toBeCloseTo(free.turbines[i].energyKwh, 6);
    }
  });
});
