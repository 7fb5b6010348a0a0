import { describe, expect, it } from "vitest";
import { day } from "../src/dates.ts";
import { isDormant, isRepottingWindow } from "../src/season.ts";
import { speciesById } from "../src/species.ts";

describe("season", () => {
  const maple = speciesById("acer-palmatum");
  const pine = speciesById("pinus-thunbergii");
  const fig = speciesById("ficus-retusa");

  it("puts deciduous trees to sleep from November in the north", () => {
    expect(isDormant(day("2026-11-05"), maple, "north")).toBe(true);
    expect(isDormant(day("2026-10-30"), maple, "north")).toBe(false);
    expect(isDormant(day("2026-11-05"), pine, "north")).toBe(false);
  });

  it("shifts dormancy by six months in the south", () => {
    expect(isDormant(day("2026-06-10"), maple, "south")).toBe(true);
    expect(isDormant(day("2026-12-10"), maple, "south")).toBe(false);
    expect(isDormant(day("2026-07-10"), pine, "south")).toBe(true);
  });

  it("never sends tropical trees to sleep", () => {
    for (const iso of ["2026-01-10", "2026-07-10"]) {
      expect(isDormant(day(iso), fig, "north")).toBe(false);
    }
  });

  it("repots in early spring", () => {
    expect(isRepottingWindow(day("2026-03-15"), "north")).toBe(true);
    expect(isRepottingWindow(day("2026-05-15"), "north")).toBe(false);
    expect(isRepottingWindow(day("2026-09-15"), "south")).toBe(true);
  });
});
