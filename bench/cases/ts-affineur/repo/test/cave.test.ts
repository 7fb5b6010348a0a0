import { describe, expect, it } from "vitest";
import { Cave } from "../src/cave";
import { makeWheel } from "../src/wheel";
import { cave } from "./fixtures";

describe("Cave", () => {
  it("fills the shelves in order", () => {
    const c = cave();
    expect(c.on("A1").map((w) => w.id)).toEqual(["CT-1041", "CT-1107"]);
    expect(c.on("A2").map((w) => w.id)).toEqual(["TM-220", "RB-0871"]);
    expect(c.free("B1")).toBe(3);
  });

  it("places on a chosen shelf and finds a wheel", () => {
    const c = cave();
    expect(c.place(makeWheel("TM-221", "tomme", "2026-08-21", 1750), "B1")).toBe("B1");
    expect(c.find("TM-221")).toBe("B1");
    expect(c.find("TM-999")).toBeUndefined();
  });

  it("refuses a full shelf, a full cave and a wheel already in it", () => {
    const c = cave();
    const w = makeWheel("TM-221", "tomme", "2026-08-21", 1750);
    expect(() => c.place(w, "A1")).toThrow("no room for TM-221");
    expect(() => c.place(makeWheel("TM-220", "tomme", "2026-08-20", 1800))).toThrow("already in the cave");
    const tiny = new Cave([{ name: "X", slots: 1 }]);
    tiny.place(w);
    expect(() => tiny.place(makeWheel("TM-222", "tomme", "2026-08-21", 1750))).toThrow("no room for TM-222");
  });

  it("removes a wheel and frees its slot", () => {
    const c = cave();
    expect(c.remove("TM-220").id).toBe("TM-220");
    expect(c.free("A2")).toBe(1);
    expect(() => c.remove("TM-220")).toThrow("not in the cave");
  });
});
