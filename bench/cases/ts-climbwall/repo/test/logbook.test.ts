import { describe, expect, it } from "vitest";
import { Logbook } from "../src/logbook.js";
import { RouteSet } from "../src/routes.js";

function wall(): RouteSet {
  const routes = new RouteSet();
  routes.add("cave-1", "cave", "V2", "2026-03-02");
  routes.add("cave-2", "cave", "V5", "2026-03-02");
  routes.add("slab-1", "slab", "VB", "2026-02-16");
  routes.add("slab-2", "slab", "V3", "2026-03-16");
  routes.add("arete-1", "arete", "V4", "2026-03-23");
  routes.add("arete-2", "arete", "V1", "2026-03-23");
  return routes;
}

describe("Logbook", () => {
  it("scores a repeat as a repeat", () => {
    const book = new Logbook("ana", wall());
    book.record("cave-1", "2026-03-03", "flash");
    expect(book.record("cave-1", "2026-03-10", "flash").style).toBe("repeat");
  });

  it("refuses a send of a problem that was not on the wall", () => {
    const book = new Logbook("ana", wall());
    expect(() => book.record("slab-2", "2026-03-10", "redpoint")).toThrow(/not on the wall/);
  });

  it("counts the month's best five sends", () => {
    const book = new Logbook("ana", wall());
    book.record("slab-1", "2026-03-03", "redpoint"); // 100
    book.record("cave-1", "2026-03-03", "flash"); // 300
    book.record("cave-2", "2026-03-12", "redpoint"); // 400
    book.record("slab-2", "2026-03-17", "flash"); // 360
    book.record("arete-2", "2026-03-24", "redpoint"); // 200
    book.record("arete-1", "2026-03-28", "redpoint"); // 350
    expect(book.monthScore(2026, 3)).toBe(400 + 360 + 350 + 300 + 200);
  });

  it("keeps a send on the first of the month out of the month before", () => {
    const book = new Logbook("ben", wall());
    book.record("cave-2", "2026-03-31", "redpoint"); // 400
    book.record("arete-1", "2026-04-01", "flash"); // 420
    expect(book.ascentsIn(2026, 3).map((a) => a.routeId)).toEqual(["cave-2"]);
    expect(book.monthScore(2026, 3)).toBe(400);
    expect(book.monthScore(2026, 4)).toBe(420);
  });

  it("knows the hardest grade sent", () => {
    const book = new Logbook("cat", wall());
    expect(book.hardest()).toBeUndefined();
    book.record("arete-2", "2026-03-24", "redpoint");
    book.record("arete-1", "2026-03-24", "redpoint");
    expect(book.hardest()).toBe(4);
  });
});
