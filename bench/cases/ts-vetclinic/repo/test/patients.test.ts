import { describe, expect, it } from "vitest";
import { parseDate } from "../src/calendar";
import { ageInMonths, describeAge, lifeStage, validatePatient } from "../src/patients";
import { bramble, clover, pickle } from "./fixtures";

const on = parseDate("2024-06-10");

describe("patients", () => {
  it("counts whole months of age", () => {
    expect(ageInMonths(bramble, on)).toBe(97);
    expect(ageInMonths(pickle, on)).toBe(7);
    expect(ageInMonths(clover, parseDate("2024-06-29"))).toBe(35);
    expect(ageInMonths(clover, parseDate("2024-06-30"))).toBe(36);
  });

  it("puts each species in its life stage", () => {
    expect(lifeStage(bramble, on)).toBe("senior");
    expect(lifeStage(pickle, on)).toBe("juvenile");
    expect(lifeStage(clover, on)).toBe("adult");
  });

  it("describes age for the record card", () => {
    expect(describeAge(bramble, on)).toBe("8 years");
    expect(describeAge(pickle, on)).toBe("7 months");
  });

  it("flags bad records", () => {
    expect(validatePatient(bramble)).toEqual([]);
    expect(validatePatient({ ...pickle, name: " ", weightKg: 0, born: "2024-13-01" })).toEqual([
      "name is empty",
      "weight must be positive",
      "no such date: 2024-13-01",
    ]);
  });
});
