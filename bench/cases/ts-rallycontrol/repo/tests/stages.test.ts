import { describe, expect, it } from "vitest";
import { fastestTimes, stageSeconds } from "../src/stages";
import { crews } from "./fixtures";

describe("stages", () => {
  it("times a stage from start to finish", () => {
    expect(stageSeconds(crews()[0].stages[0])).toBe(372);
  });

  it("refuses a finish before the start", () => {
    expect(() => stageSeconds({ stage: "SS9", start: 100, finish: 100 })).toThrow(/SS9/);
  });

  it("finds the fastest time of each stage", () => {
    expect(Object.fromEntries(fastestTimes(crews().map((c) => c.stages)))).toEqual({ SS1: 362, SS2: 560 });
  });
});
