import { describe, expect, it } from "vitest";
import { checkout, daysLate, lateFee, memberBalance, overdue, returnTool } from "../src/loans";
import { catalog } from "./fixtures";

describe("loans", () => {
  it("sets the due date from the loan length", () => {
    const loan = checkout(catalog, "drill-01", "M. Okafor", "2026-03-02", 7);
    expect(loan.due).toBe("2026-03-09");
  });

  it("refuses unknown tools and empty loans", () => {
    expect(() => checkout(catalog, "mower-09", "M. Okafor", "2026-03-02", 7)).toThrow(/unknown tool/);
    expect(() => checkout(catalog, "drill-01", "M. Okafor", "2026-03-02", 0)).toThrow(/at least one/);
  });

  it("charges nothing when returned on the due date", () => {
    const loan = returnTool(checkout(catalog, "drill-01", "M. Okafor", "2026-03-02", 7), "2026-03-09");
    expect(daysLate(loan)).toBe(0);
    expect(lateFee(catalog, loan)).toBe(0);
  });

  it("charges each day past the due date", () => {
    const loan = returnTool(checkout(catalog, "drill-01", "M. Okafor", "2026-03-02", 7), "2026-03-11");
    expect(daysLate(loan)).toBe(2);
    expect(lateFee(catalog, loan)).toBe(150);
  });

  it("caps the fee at the deposit", () => {
    const loan = returnTool(checkout(catalog, "ladder-03", "J. Brandt", "2026-03-02", 3), "2026-03-20");
    expect(lateFee(catalog, loan)).toBe(500);
  });

  it("adds up what a member owes", () => {
    const loans = [
      returnTool(checkout(catalog, "drill-01", "J. Brandt", "2026-03-02", 7), "2026-03-10"),
      checkout(catalog, "saw-02", "J. Brandt", "2026-03-05", 5),
      checkout(catalog, "drill-01", "M. Okafor", "2026-03-05", 5),
    ];
    expect(memberBalance(catalog, loans, "J. Brandt", "2026-03-12")).toBe(75 + 2 * 150);
  });

  it("lists the tools still out past their due date", () => {
    const loans = [
      checkout(catalog, "drill-01", "J. Brandt", "2026-03-02", 7),
      checkout(catalog, "saw-02", "M. Okafor", "2026-03-05", 7),
    ];
    expect(overdue(loans, "2026-03-10").map((loan) => loan.toolId)).toEqual(["drill-01"]);
  });

  it("will not take a tool back twice", () => {
    const loan = returnTool(checkout(catalog, "saw-02", "M. Okafor", "2026-03-02", 7), "2026-03-04");
    expect(() => returnTool(loan, "2026-03-05")).toThrow(/already returned/);
  });
});
