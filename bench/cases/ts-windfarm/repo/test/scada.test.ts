import { describe, expect, it } from "vitest";
import { parseScada } from "../src/scada.ts";
import { hourCsv } from "./farm.ts";

describe("scada", () => {
  it("reads the records of an export", () => {
    const { records, skipped } = parseScada(hourCsv);
    expect(skipped).toEqual([]);
    expect(records).toHaveLength(6);
    expect(records[0]).toEqual({
      time: new Date("2026-03-04T10:00:00Z"),
      speedMs: 8,
      directionDeg: 240,
      tempC: 15,
      pressureHPa: 1013.25,
    });
  });

  it("takes the columns in any order and sorts by time", () => {
    const text = [
      "pressure_hpa,time,dir_deg,speed_ms,temp_c",
      "1002,2026-01-02T00:10:00,90,6.5,3.5",
      "1002,2026-01-02T00:00:00,95,6.1,3.6",
    ].join("\n");
    const { records } = parseScada(text);
    expect(records.map((r) => r.speedMs)).toEqual([6.1, 6.5]);
    expect(records[0].time.toISOString()).toBe("2026-01-02T00:00:00.000Z");
  });

  it("skips rows with missing or impossible values", () => {
    const text = [
      "time,speed_ms,dir_deg,temp_c,pressure_hpa",
      "2026-01-02T00:00:00Z,NaN,90,3,1002",
      "2026-01-02T00:10:00Z,6.2,400,3,1002",
      "2026-01-02T00:20:00Z,6.2,90,3,",
      "",
      "2026-01-02T00:30:00Z,6.2,90,3,1002",
    ].join("\n");
    const { records, skipped } = parseScada(text);
    expect(records).toHaveLength(1);
    expect(skipped).toEqual([
      { line: 2, reason: "no wind speed" },
      { line: 3, reason: "direction out of range: 400" },
      { line: 4, reason: "no pressure" },
    ]);
  });

  it("refuses an export without a needed column", () => {
    expect(() => parseScada("time,speed_ms,dir_deg\n")).toThrow("no temp_c column");
  });
});
