import { describe, expect, it } from "vitest";
import { Planogram, parseSlotCode } from "../src/planogram.js";

describe("slot codes", () => {
  it("parses row and column", () => {
    expect(parseSlotCode("A1")).toEqual({ row: 0, column: 1 });
    expect(parseSlotCode("f8")).toEqual({ row: 5, column: 8 });
  });

  it("rejects slots the machine does not have", () => {
    expect(() => parseSlotCode("G1")).toThrow(/no slot/);
    expect(() => parseSlotCode("A9")).toThrow(/no slot/);
    expect(() => parseSlotCode("A10")).toThrow(/bad slot/);
  });
});

describe("Planogram", () => {
  function layout(): Planogram {
    const p = new Planogram();
    p.assign("B2", "COLA", 9);
    p.assign("a1", "CRISP-SALT", 12);
    p.assign("A3", "CRISP-SALT", 12);
    return p;
  }

  it("fills up to capacity and reports the overflow", () => {
    const p = layout();
    expect(p.fill("A1", 5)).toBe(0);
    expect(p.fill("A1", 10)).toBe(3);
    expect(p.slot("A1").count).toBe(12);
  });

  it("takes units until the slot is empty", () => {
    const p = layout();
    p.fill("B2", 1);
    expect(p.take("B2")).toBe(true);
    expect(p.take("B2")).toBe(false);
    expect(p.emptySlots().map((s) => s.code)).toEqual(["A1", "A3", "B2"]);
  });

  it("lists slots in row and column order", () => {
    expect(layout().all().map((s) => s.code)).toEqual(["A1", "A3", "B2"]);
  });

  it("counts a product over all its slots", () => {
    const p = layout();
    p.fill("A1", 4);
    p.fill("A3", 7);
    expect(p.stockOf("CRISP-SALT")).toBe(11);
    expect(p.skus()).toEqual(["CRISP-SALT", "COLA"]);
  });

  it("clears a slot", () => {
    const p = layout();
    p.fill("B2", 3);
    p.clear("B2");
    expect(p.slot("B2")).toMatchObject({ sku: null, count: 0 });
    expect(() => p.fill("B2", 1)).toThrow(/no product/);
    expect(p.emptySlots().map((s) => s.code)).toEqual(["A1", "A3"]);
  });

  it("refuses unfitted slots", () => {
    expect(() => layout().slot("C1")).toThrow(/not fitted/);
  });
});
