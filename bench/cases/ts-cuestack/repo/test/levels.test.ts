import { describe, expect, it } from "vitest";
import { clampLevel, formatLevel, parseLevel } from "../src/levels";

describe("levels", () => {
  it("parses desk levels", () => {
    expect(parseLevel("FL")).toBe(100);
    expect(parseLevel(" full ")).toBe(100);
    expect(parseLevel("out")).toBe(0);
    expect(parseLevel("05")).toBe(5);
    expect(parseLevel("70")).toBe(70);
  });

  it("rejects what is not a level", () => {
    expect(() => parseLevel("120")).toThrow(/over full/);
    expect(() => parseLevel("-5")).toThrow(/not a level/);
    expect(() => parseLevel("7.5")).toThrow(/not a level/);
  });

  it("formats levels as the desk shows them", () => {
    expect(formatLevel(100)).toBe("FL");
    expect(formatLevel(5)).toBe("05");
    expect(formatLevel(0)).toBe("00");
    expect(formatLevel(42.6)).toBe("43");
  });

  it("clamps", () => {
    expect(clampLevel(-3)).toBe(0);
    expect(clampLevel(104)).toBe(100);
  });
});
