import { describe, expect, it } from "vitest";
import { classify } from "../src/results";
import { crews } from "./fixtures";

describe("classification", () => {
  it("adds road penalties to the stage times", () => {
    const rows = classify(crews());
    expect(rows.map((r) => [r.crew.number, r.stageSeconds, r.penaltySeconds, r.totalSeconds])).toEqual([
      [1, 943, 0, 943],
      [2, 922, 90, 1012],
      [3, 1130, 320, 1450],
    ]);
  });

  it("places the crews by total time and leaves OTL crews unplaced at the end", () => {
    const rows = classify(crews());
    expect(rows.map((r) => [r.position, r.crew.driver, r.outOfTime])).toEqual([
      [1, "E. Lindqvist", false],
      [2, "M. Carreras", false],
      [null, "O. Ferrand", true],
    ]);
  });

  it("breaks a tie on the lower car number", () => {
    const [a, b] = crews();
    b.stages = a.stages.map((s) => ({ ...s }));
    b.controls = a.controls.map((c) => ({ ...c, arrival: c.arrival }));
    b.start = a.start;
    expect(classify([b, a]).map((r) => r.crew.number)).toEqual([1, 2]);
  });
});
