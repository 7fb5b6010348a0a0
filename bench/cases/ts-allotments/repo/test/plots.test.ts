import { describe, expect, it } from "vitest";
import { isVacant, rentPence, vacantPlots } from "../src/plots";
import { plots, today } from "./fixtures";

describe("plots", () => {
  it("a plot with no tenant is vacant", () => {
    expect(isVacant({ id: "N9", site: "North", areaM2: 90 }, today)).toBe(true);
  });
  it("a tenant's plot is vacant from the day they leave", () => {
    const plot = { id: "S7", site: "South", areaM2: 100, tenant: "Lee", vacatesOn: "2026-06-30" };
    expect(isVacant(plot, "2026-06-29")).toBe(false);
    expect(isVacant(plot, "2026-06-30")).toBe(true);
  });
  it("lists vacant plots by site, then number", () => {
    expect(vacantPlots(plots, today).map((p) => p.id)).toEqual(["N1", "N4", "S3"]);
  });
  it("numbers sort as numbers", () => {
    const many = [10, 9, 1].map((n) => ({ id: `E${n}`, site: "East", areaM2: 50 }));
    expect(vacantPlots(many, today).map((p) => p.id)).toEqual(["E1", "E9", "E10"]);
  });
  it("rent is by area, rounded to the penny", () => {
    expect(rentPence({ id: "N4", site: "North", areaM2: 62.5 }, 35)).toBe(2188);
  });
});
