import { describe, expect, it } from "vitest";
import { formatCents, percentOf } from "../src/money";

describe("money", () => {
  it("formats cents with two decimals", () => {
    expect(formatCents(1234)).toBe("€12.34");
    expect(formatCents(5)).toBe("€0.05");
    expect(formatCents(-250, "£")).toBe("-£2.50");
  });

  it("takes a percentage rounded half up", () => {
    expect(percentOf(750, 50)).toBe(375);
    expect(percentOf(451, 50)).toBe(226);
    expect(percentOf(999, 0)).toBe(0);
  });
});
