import { describe, expect, it } from "vitest";
import { localTime, toTour, toTours } from "../src/mapper";
import { FRIDAY, tour } from "./fixtures";

describe("mapper", () => {
  it("reads local times", () => {
    expect(localTime("2026-06-12", "09:05")).toEqual(new Date(2026, 5, 12, 9, 5));
  });

  it("maps a tour", () => {
    const mapped = toTour(tour(7, "10:00", "10:45"));
    expect(mapped.id).toBe(7);
    expect(mapped.end.getTime() - mapped.start.getTime()).toBe(45 * 60 * 1000);
    expect(mapped.guide).toBe("Morwenna Tregear");
    expect(mapped.capacity).toBe(12);
  });

  it("sorts tours by start", () => {
    expect(toTours(FRIDAY).map((t) => t.id)).toEqual([1, 2, 3]);
  });
});
