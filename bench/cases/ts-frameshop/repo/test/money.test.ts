import { expect, it } from "vitest";
import { pounds, roundUpTo, vat } from "../src/money";

it("formats pence as pounds", () => {
  expect(pounds(0)).toBe("£0.00");
  expect(pounds(7)).toBe("£0.07");
  expect(pounds(12345)).toBe("£123.45");
  expect(pounds(-250)).toBe("-£2.50");
});

it("rounds prices up to the next 50p", () => {
  expect(roundUpTo(9001, 50)).toBe(9050);
  expect(roundUpTo(9050, 50)).toBe(9050);
});

it("adds VAT at 20%", () => {
  expect(vat(9050)).toBe(1810);
  expect(vat(333)).toBe(67);
});
