import { describe, expect, it } from "vitest";
import { STYLES, styleOf } from "../src/styles";

describe("styles", () => {
  it("looks a style up by key", () => {
    expect(styleOf("tomme").name).toBe("Tomme de montagne");
  });

  it("refuses an unknown style", () => {
    expect(() => styleOf("brie")).toThrow("unknown style: brie");
  });

  it("keys every style by its own key", () => {
    for (const [key, style] of Object.entries(STYLES)) {
      expect(style.key).toBe(key);
    }
  });
});
