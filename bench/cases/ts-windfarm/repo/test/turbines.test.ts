import { describe, expect, it } from "vitest";
import { A82, A92, installedKw, modelByName, sweptAreaM2 } from "../src/turbines.ts";
import { turbines } from "./farm.ts";

describe("turbines", () => {
  it("looks models up by name", () => {
    expect(modelByName("A92")).toBe(A92);
    expect(() => modelByName("A120")).toThrow("unknown turbine model: A120");
  });

  it("keeps every curve ascending and within the rating", () => {
    for (const model of [A82, A92]) {
      for (let i = 1; i < model.curve.length; i++) {
        expect(model.curve[i][0]).toBeGreaterThan(model.curve[i - 1][0]);
        expect(model.curve[i][1]).toBeGreaterThanOrEqual(model.curve[i - 1][1]);
      }
      expect(model.curve.at(-1)![1]).toBe(model.ratedKw);
    }
  });

  it("adds up the installed capacity and the swept area", () => {
    expect(installedKw(turbines)).toBe(6350);
    expect(sweptAreaM2(A82)).toBeCloseTo(5281.0, 1);
  });
});
