import { formatPence, percentOf, pounds, sum } from "../src/money";

describe("money", () => {
  test("pounds to pence", () => {
    expect(pounds(38)).toBe(3800);
    expect(pounds(22.5)).toBe(2250);
    expect(pounds(0.1 + 0.2)).toBe(30);
  });

  test("percentOf rounds half away from zero", () => {
    expect(percentOf(3800, 50)).toBe(1900);
    expect(percentOf(2250, 20)).toBe(450);
    expect(percentOf(1005, 10)).toBe(101);
    expect(percentOf(-1005, 10)).toBe(-101);
  });

  test("sum", () => {
    expect(sum([])).toBe(0);
    expect(sum([3800, 2250, 1900])).toBe(7950);
  });

  test("formatPence", () => {
    expect(formatPence(0)).toBe("£0.00");
    expect(formatPence(2250)).toBe("£22.50");
    expect(formatPence(1234567)).toBe("£12,345.67");
    expect(formatPence(-905)).toBe("-£9.05");
  });
});
