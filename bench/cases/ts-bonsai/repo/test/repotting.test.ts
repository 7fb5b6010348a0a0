import { describe, expect, it } from "vitest";
import { day } from "../src/dates.ts";
import { repotDue, repotYear } from "../src/repotting.ts";
import { juniper, maple } from "./trees.ts";

describe("repotting", () => {
  it("counts the species' years from the last repotting", () => {
    expect(repotYear(maple())).toBe(2027);
    expect(repotYear(juniper())).toBe(2027);
  });

  it("is due only in the spring window of the due year or later", () => {
    expect(repotDue(maple(), day("2027-03-10"))).toBe(true);
    expect(repotDue(maple(), day("2027-06-10"))).toBe(false);
    expect(repotDue(maple(), day("2026-03-10"))).toBe(false);
    expect(repotDue(juniper({ hemisphere: "south" }), day("2028-09-01"))).toBe(true);
  });
});
