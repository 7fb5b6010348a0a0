import { describe, expect, it } from "vitest";
import { CoinBox } from "../src/coins.js";
import { VendingMachine } from "../src/machine.js";
import { Planogram } from "../src/planogram.js";
import { catalogue, fixedClock, leisureCentre } from "./fixtures.js";

describe("VendingMachine", () => {
  it("vends and gives change", () => {
    const m = leisureCentre(fixedClock("2024-03-04T10:15:00Z"));
    m.insert(100);
    m.insert(20);
    const result = m.select("A1");
    expect(result).toEqual({ ok: true, sku: "CRISP-SALT", change: [20, 10, 5] });
    expect(m.planogram.slot("A1").count).toBe(2);
    expect(m.balance).toBe(0);
    expect(m.sales).toEqual([
      { machineId: "LC-01", at: "2024-03-04T10:15:00.000Z", slot: "A1", sku: "CRISP-SALT", price: 85 },
    ]);
  });

  it("keeps the credit when the slot is sold out", () => {
    const m = leisureCentre();
    m.insert(100);
    expect(m.select("A2")).toEqual({ ok: false, error: "sold-out", credit: 100 });
    expect(m.cancel()).toEqual([100]);
    expect(m.balance).toBe(0);
  });

  it("asks for more money", () => {
    const m = leisureCentre();
    m.insert(50);
    m.insert(50);
    expect(m.select("B2")).toEqual({ ok: false, error: "insufficient-credit", credit: 100 });
    m.insert(50);
    expect(m.select("B2")).toEqual({ ok: true, sku: "BAR-FLAP", change: [10, 5] });
  });

  it("does not vend when it cannot give change", () => {
    const p = new Planogram();
    p.assign("A1", "CRISP-SALT", 12).count = 4;
    const m = new VendingMachine("X", p, catalogue(), new CoinBox({ 10: 1 }));
    m.insert(100);
    expect(m.select("A1")).toEqual({ ok: false, error: "no-change", credit: 100 });
    expect(p.slot("A1").count).toBe(4);
    m.insert(5);
    m.cancel();
    m.insert(50);
    m.insert(20);
    m.insert(10);
    m.insert(5);
    expect(m.select("A1")).toMatchObject({ ok: true, change: [] });
  });

  it("reports unknown slots", () => {
    const m = leisureCentre();
    expect(m.select("F8")).toMatchObject({ ok: false, error: "unknown-slot" });
    expect(m.priceAt("C2")).toBe(125);
  });

  it("shows credit or the idle message", () => {
    const m = leisureCentre();
    expect(m.display()).toBe("MAKE A SELECTION");
    m.insert(20);
    expect(m.display()).toBe("CREDIT 0.20");
    const empty = new VendingMachine("Y", new Planogram(), catalogue(), new CoinBox());
    expect(empty.display()).toBe("EXACT CHANGE ONLY");
  });
});
