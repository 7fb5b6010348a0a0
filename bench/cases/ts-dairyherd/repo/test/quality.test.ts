import { describe, expect, it } from "vitest";
import { bulkCellCount, chronicCases, highCellCows, sccBand } from "../src/quality";
import { TESTS } from "./fixtures";

describe("quality", () => {
  it("weights the bulk count by litres", () => {
    const oct = TESTS.filter((t) => t.date === "2023-10-10");
    expect(bulkCellCount(oct)).toBe(151);
    expect(bulkCellCount([])).toBe(0);
  });

  it("bands the bulk count", () => {
    expect(sccBand(150)).toBe("A");
    expect(sccBand(151)).toBe("B");
    expect(sccBand(400)).toBe("C");
    expect(sccBand(401)).toBe("D");
  });

  it("flags high cows", () => {
    const oct = TESTS.filter((t) => t.date === "2023-10-10");
    expect(highCellCows(oct)).toEqual(["UK 301122 700058", "UK 301122 700065"]);
  });

  it("finds chronic cases over the last recordings", () => {
    expect(chronicCases(TESTS, 2)).toEqual(["UK 301122 700058"]);
    expect(chronicCases(TESTS)).toEqual([]);
  });
});
