import { describe, expect, it } from "vitest";
import { journeyKm, journeyMinutes, journeyStops } from "../src/timetable";
import { DAY_LINE, NIGHT_LINE } from "./routes";

describe("timetable", () => {
  it("takes the stops between two stops", () => {
    expect(journeyStops(NIGHT_LINE, "Dijon", "Metz").map((s) => s.name)).toEqual(["Dijon", "Nancy", "Metz"]);
  });

  it("refuses a journey backwards", () => {
    expect(() => journeyStops(DAY_LINE, "Valence", "Lyon")).toThrow("is not after");
  });

  it("adds up the minutes of a day journey", () => {
    expect(journeyMinutes(DAY_LINE, "Lyon", "Valence")).toBe(100);
  });

  it("measures the distance", () => {
    expect(journeyKm(NIGHT_LINE, "Lyon", "Nancy")).toBe(404);
  });
});
