import { describe, expect, it } from "vitest";
import { formatCents } from "../src/format";

describe("formatCents", () => {
  it("prints euros and cents", () => {
    expect(formatCents(1240)).toBe("€12.40");
    expect(formatCents(5)).toBe("€0.05");
    expect(formatCents(-5)).toBe("-€0.05");
  });
});
