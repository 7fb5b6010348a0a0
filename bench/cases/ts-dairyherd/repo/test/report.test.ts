import { describe, expect, it } from "vitest";
import { parlourNotice } from "../src/report";
import { COWS, TESTS, TREATMENTS } from "./fixtures";

const herd = { name: "Valeside", cows: COWS, tests: TESTS, treatments: TREATMENTS };

describe("report", () => {
  it("writes the recording-day notice", () => {
    expect(parlourNotice(herd, "2023-10-10")).toBe(
      [
        "Valeside - 2023-10-10",
        "In milk: 4",
        "Early 1 / mid 2 / late 1",
        "Average 23.1 l, cells 151 (band B)",
        "High cells: UK 301122 700058, UK 301122 700065",
        "KEEP OUT OF TANK: UK 301122 700058",
      ].join("\n"),
    );
  });

  it("says when no milk is withheld", () => {
    const notice = parlourNotice(herd, "2023-10-12");
    expect(notice).toContain("No milk withheld");
    expect(notice).not.toContain("Average");
  });
});
