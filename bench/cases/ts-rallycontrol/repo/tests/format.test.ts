import { describe, expect, it } from "vitest";
import { formatResults } from "../src/format";
import { classify } from "../src/results";
import { crews } from "./fixtures";

describe("results table", () => {
  it("prints positions, times and penalties", () => {
    expect(formatResults(classify(crews()))).toBe(
      [
        "Pos  No   Driver          Stages    Pen      Total",
        "1     1   E. Lindqvist     15:43   0:00      15:43",
        "2     2   M. Carreras      15:22   1:30      16:52",
        "OTL   3   O. Ferrand       18:50   5:20      24:10",
      ].join("\n"),
    );
  });
});
