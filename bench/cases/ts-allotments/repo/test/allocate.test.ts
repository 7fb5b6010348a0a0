import { describe, expect, it } from "vitest";
import { allocate } from "../src/allocate";
import { applicants, plots, today } from "./fixtures";

describe("allocate", () => {
  it("offers the vacant plots down the waiting list", () => {
    expect(allocate(plots, applicants, today)).toEqual({
      offers: [
        { plot: "N1", applicant: "Mira Patel", rentPence: 4375 },
        { plot: "S3", applicant: "Tom Hughes", rentPence: 8750 },
        { plot: "N4", applicant: "Jack Evans", rentPence: 2100 },
      ],
      waiting: ["Ana Silva"],
      unlet: [],
    });
  });
  it("does not offer a plot before its tenant leaves", () => {
    const one = [{ name: "Kim", appliedOn: "2025-01-01", membershipEnds: "2027-01-01", site: "South" }];
    const early = allocate(plots.filter((p) => p.id === "S7"), one, "2026-06-29");
    expect(early).toEqual({ offers: [], waiting: ["Kim"], unlet: [] });
    const late = allocate(plots.filter((p) => p.id === "S7"), one, "2026-06-30");
    expect(late.offers).toEqual([{ plot: "S7", applicant: "Kim", rentPence: 3500 }]);
  });
  it("leaves plots unlet when the list runs out", () => {
    expect(allocate(plots, [], today).unlet).toEqual(["N1", "N4", "S3"]);
  });
});
