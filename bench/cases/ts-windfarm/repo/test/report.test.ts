import { describe, expect, it } from "vitest";
import type { Downtime } from "../src/availability.ts";
import { farmYield } from "../src/production.ts";
import { capacityFactor, formatReport } from "../src/report.ts";
import { parseScada } from "../src/scada.ts";
import { hourCsv, site, turbines } from "./farm.ts";

describe("report", () => {
  it("computes a capacity factor", () => {
    expect(capacityFactor(1000, 2000, 1)).toBe(0.5);
    expect(capacityFactor(0, 2000, 1)).toBe(0);
    expect(capacityFactor(1000, 0, 1)).toBe(0);
  });

  it("prints the yield sheet", () => {
    const stops: Downtime[] = [
      { turbine: "T1", from: new Date("2026-03-04T10:20:00Z"), to: new Date("2026-03-04T10:40:00Z"), reason: "fault" },
    ];
    const farm = farmYield({ ...site, exportLimitKw: 4000 }, turbines, parseScada(hourCsv).records, stops);
    expect(formatReport("Fellside, 4 March 2026 10:00-11:00", turbines, farm).split("\n")).toEqual([
      "Fellside, 4 March 2026 10:00-11:00",
      "==================================",
      "T1     Aerolec A82      0.60 MWh  CF  30.1%  avail  66.7%  wake  0.0%",
      "T2     Aerolec A82      0.86 MWh  CF  43.2%  avail 100.0%  wake  9.5%",
      "T3     Aerolec A92      1.19 MWh  CF  50.5%  avail 100.0%  wake  0.0%",
      "Farm  3 turbines, 6.35 MW, 1.0 h: 2.65 MWh, CF 41.8%",
      "Curtailed at the export limit: 0.36 MWh",
    ]);
  });

  it("leaves out the curtailment line when nothing was held back", () => {
    const farm = farmYield(site, turbines, parseScada(hourCsv).records);
    const text = formatReport("Fellside", turbines, farm);
    expect(text).not.toContain("Curtailed");
    expect(text.split("\n").at(-1)).toBe("Farm  3 turbines, 6.35 MW, 1.0 h: 3.37 MWh, CF 53.0%");
  });
});
