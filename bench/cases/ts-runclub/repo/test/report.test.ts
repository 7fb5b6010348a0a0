import { describe, expect, it } from "vitest";
import { weeklyReport } from "../src/report";
import { ana, ben, cleo } from "./fixtures";

describe("weeklyReport", () => {
  it("prints a line per member who ran", () => {
    expect(weeklyReport([ana, ben, cleo])).toEqual([
      "Ana: 5 runs, 33 km, pace 5:48/km (latest 5:35/km, 25 s/km faster)",
      "Ben: 2 runs, 14 km, pace 5:15/km (latest 5:30/km, 30 s/km slower)",
    ]);
  });
  it("says steady when the pace has not moved", () => {
    const one = { name: "Dee", runs: [{ date: "2026-05-04", km: 5, time: "25:00" }] };
    expect(weeklyReport([one])).toEqual(["Dee: 1 run, 5 km, pace 5:00/km (latest 5:00/km, steady)"]);
  });
});
