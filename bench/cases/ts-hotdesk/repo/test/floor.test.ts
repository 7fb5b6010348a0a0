import { describe, expect, it } from "vitest";
import { Floor } from "../src/floor";
import { floor } from "./plan";

describe("floor", () => {
  it("reads the plan", () => {
    const f = floor();
    expect(f.all()).toHaveLength(7);
    expect(f.get("D4")).toEqual({ id: "D4", zone: "north", features: ["standing", "monitor"] });
    expect(f.get("D3").features).toEqual([]);
    expect(f.zones()).toEqual(["north", "south"]);
  });

  it("names the bad line", () => {
    expect(() => Floor.parse("D1 north\nD2 north hotplate")).toThrow("line 2: unknown feature hotplate");
    expect(() => Floor.parse("D1")).toThrow("line 1");
    expect(() => Floor.parse("D1 north\nD1 south")).toThrow("desk D1 twice");
  });
});
