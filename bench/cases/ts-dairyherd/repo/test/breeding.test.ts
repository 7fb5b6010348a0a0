import { describe, expect, it } from "vitest";
import { averageCalvingInterval, calvingIntervals, expectedCalving, nextHeat, pregnancies, readyForService } from "../src/breeding";
import { COWS } from "./fixtures";

const [bramble, clover, , heather, maple] = COWS;

describe("breeding", () => {
  it("predicts calving 283 days after service", () => {
    expect(expectedCalving({ ear: "A", date: "2023-06-20", bull: "Peak Altaroyal" })).toBe("2024-03-29");
  });

  it("expects the next heat three weeks on", () => {
    expect(nextHeat("2023-10-01")).toBe("2023-10-22");
  });

  it("waits six weeks after calving before service", () => {
    expect(readyForService(heather, "2023-08-25")).toBe(false);
    expect(readyForService(heather, "2023-08-26")).toBe(true);
    expect(readyForService(maple, "2023-08-26")).toBe(true);
  });

  it("measures calving intervals", () => {
    expect(calvingIntervals(bramble)).toEqual([383, 377]);
    expect(calvingIntervals(clover)).toEqual([383]);
    expect(averageCalvingInterval([bramble, clover])).toBe(381);
    expect(averageCalvingInterval([maple])).toBeUndefined();
  });

  it("keeps the latest confirmed service", () => {
    const p = pregnancies([
      { ear: "A", date: "2023-06-20", bull: "x", confirmedInCalf: true },
      { ear: "A", date: "2023-07-11", bull: "y", confirmedInCalf: true },
      { ear: "B", date: "2023-07-01", bull: "x" },
    ]);
    expect(p.get("A")?.bull).toBe("y");
    expect(p.has("B")).toBe(false);
  });
});
