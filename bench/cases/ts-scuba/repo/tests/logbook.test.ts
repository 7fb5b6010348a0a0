import { describe, expect, it } from "vitest";
import { Logbook, formatHours } from "../src/logbook.js";

function book(): Logbook {
  const b = new Logbook("Ana Reyes");
  b.add({ date: "2026-05-02", site: "Stoney Cove", maxDepthM: 18, avgDepthM: 11, minutes: 42, startBar: 210, endBar: 80 });
  b.add({ date: "2026-05-02", site: "Stoney Cove", maxDepthM: 22, avgDepthM: 14, minutes: 35, startBar: 200, endBar: 70 });
  b.add({ date: "2026-06-14", site: "Swanage Pier", maxDepthM: 6, avgDepthM: 4, minutes: 63, startBar: 220, endBar: 100 });
  return b;
}

describe("logbook", () => {
  it("numbers the dives", () => {
    expect(book().all().map((e) => e.number)).toEqual([1, 2, 3]);
  });

  it("adds up the totals", () => {
    const t = book().totals();
    expect(t.dives).toBe(3);
    expect(t.minutes).toBe(140);
    expect(t.deepestM).toBe(22);
    expect(t.deepestSite).toBe("Stoney Cove");
    expect(t.averageDepthM).toBe(8.6);
    expect(new Logbook("x").totals().dives).toBe(0);
  });

  it("rejects bad entries", () => {
    const b = book();
    const base = { site: "x", maxDepthM: 10, avgDepthM: 5, minutes: 30, startBar: 200, endBar: 100 };
    expect(() => b.add({ ...base, date: "2026-6-1" })).toThrow(/bad date/);
    expect(() => b.add({ ...base, date: "2026-01-01" })).toThrow(/before dive 3/);
    expect(() => b.add({ ...base, date: "2026-07-01", avgDepthM: 12 })).toThrow(/average depth/);
    expect(() => b.add({ ...base, date: "2026-07-01", endBar: 210 })).toThrow(/end pressure/);
  });

  it("finds dives at a site", () => {
    expect(book().atSite(" stoney cove ").length).toBe(2);
  });

  it("formats hours", () => {
    expect(formatHours(140)).toBe("2h 20m");
    expect(formatHours(65)).toBe("1h 05m");
  });
});
