import { describe, expect, it } from "vitest";
import { gradeLabel, parseGrade } from "../src/grades.js";
import { pointsFor } from "../src/points.js";

describe("grades", () => {
  it("reads V grades and VB", () => {
    expect(parseGrade("v4")).toBe(4);
    expect(parseGrade(" VB ")).toBe(-1);
    expect(gradeLabel(-1)).toBe("VB");
    expect(gradeLabel(7)).toBe("V7");
  });

  it("refuses grades off the scale", () => {
    expect(() => parseGrade("V13")).toThrow();
    expect(() => parseGrade("5+")).toThrow();
  });
});

describe("points", () => {
  it("scores by grade and style", () => {
    expect(pointsFor(-1, "redpoint")).toBe(100);
    expect(pointsFor(4, "redpoint")).toBe(350);
    expect(pointsFor(4, "flash")).toBe(420);
    expect(pointsFor(4, "repeat")).toBe(88);
  });
});
