import { expect, it } from "vitest";
import { checkGlazing, glassPrice } from "../src/glazing";

it("prices glass by area", () => {
  expect(glassPrice("float", { w: 500, h: 400 })).toBe(560);
  expect(glassPrice("uv", { w: 1000, h: 700 })).toBe(5530);
  expect(glassPrice("none", { w: 1000, h: 700 })).toBe(0);
});

it("charges small pieces as the minimum area", () => {
  expect(glassPrice("float", { w: 150, h: 100 })).toBe(168);
});

it("keeps glass under 1200 mm", () => {
  expect(() => checkGlazing("float", { w: 1250, h: 800 })).toThrow(/acrylic/);
  expect(() => checkGlazing("acrylic", { w: 1250, h: 800 })).not.toThrow();
});
