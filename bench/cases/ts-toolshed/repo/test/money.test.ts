import { describe, expect, it } from "vitest";
import { capAt, formatCents, sumCents } from "../src/util/money";

describe("money", () => {
  it("formats cents as euros", () => {
    expect(formatCents(150)).toBe("€1.50");
    expect(formatCents(5)).toBe("€0.05");
    expect(formatCents(-1200)).toBe("-€12.00");
  });

  it("adds amounts", () => {
    expect(sumCents([75, 150, 0])).toBe(225);
    expect(sumCents([])).toBe(0);
  });

  it("caps a fee", () => {
    expect(capAt(900, 500)).toBe(500);
    expect(capAt(300, 500)).toBe(300);
  });
});
