import { describe, expect, it } from "vitest";
import { RouteSet } from "../src/routes.js";
import { parseDay } from "../src/util/dates.js";

describe("RouteSet", () => {
  it("strips a problem after six weeks", () => {
    const routes = new RouteSet();
    routes.add("cave-1", "cave", "V2", "2026-03-02");
    expect(routes.onWall(parseDay("2026-04-12")).map((r) => r.id)).toEqual(["cave-1"]);
    expect(routes.onWall(parseDay("2026-04-13"))).toEqual([]);
  });

  it("refuses the same id twice", () => {
    const routes = new RouteSet();
    routes.add("cave-1", "cave", "V2", "2026-03-02");
    expect(() => routes.add("cave-1", "cave", "V3", "2026-03-09")).toThrow(/already set/);
  });
});
