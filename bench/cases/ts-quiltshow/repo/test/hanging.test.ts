import { describe, expect, it } from "vitest";
import { bayUsage, hangingPlan, type Bay } from "../src/hanging.js";
import { entries, entry } from "./fixtures.js";

const bays: Bay[] = [
  { name: "A", lengthCm: 500, railCm: 220 },
  { name: "B", lengthCm: 400, railCm: 220 },
  { name: "C", lengthCm: 600, railCm: 250 },
  { name: "D", lengthCm: 400, railCm: 250 },
];

describe("hanging plan", () => {
  it("hangs quilts in category order, filling each bay in turn", () => {
    const plan = hangingPlan(entries, bays);
    expect(plan.map((p) => `${p.entry}@${p.bay}+${p.offsetCm}`)).toEqual([
      "7@A+30",
      "5@A+260",
      "2@B+30",
      "4@C+30",
      "1@C+220",
      "3@C+370",
      "6@D+30",
    ]);
  });

  it("flags quilts longer than the rail", () => {
    const plan = hangingPlan(entries, bays);
    expect(plan.filter((p) => p.tooLong).map((p) => p.entry)).toEqual([7]);
  });

  it("refuses a quilt wider than every bay", () => {
    expect(() => hangingPlan([entry({ widthCm: 560 })], bays)).toThrow("entry 1 is 560 cm wide and fits no bay");
  });

  it("reports metres used per bay", () => {
    const usage = bayUsage(hangingPlan(entries, bays), entries);
    expect(usage.get("A")).toBe(3.8);
  });
});
