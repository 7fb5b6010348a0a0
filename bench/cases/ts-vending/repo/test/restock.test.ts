import { describe, expect, it } from "vitest";
import { applyPlan, fillRatio, pickList, restockPlan, routeOrder } from "../src/restock.js";
import { catalogue, depot, leisureCentre } from "./fixtures.js";

describe("restockPlan", () => {
  it("fills every slot to capacity", () => {
    expect(restockPlan(leisureCentre())).toEqual([
      { machineId: "LC-01", slot: "A1", sku: "CRISP-SALT", units: 9 },
      { machineId: "LC-01", slot: "A2", sku: "CRISP-CHEESE", units: 12 },
      { machineId: "LC-01", slot: "B2", sku: "BAR-FLAP", units: 3 },
      { machineId: "LC-01", slot: "C1", sku: "WATER", units: 7 },
      { machineId: "LC-01", slot: "C2", sku: "COLA", units: 2 },
    ]);
  });

  it("leaves cleared slots alone", () => {
    const m = depot();
    m.planogram.clear("A2");
    expect(restockPlan(m).map((l) => l.slot)).toEqual(["A1", "B1"]);
  });

  it("loads the machine from the plan", () => {
    const m = leisureCentre();
    const loaded = applyPlan(m, [...restockPlan(m), ...restockPlan(depot())]);
    expect(loaded).toBe(33);
    expect(fillRatio(m)).toBe(1);
    expect(restockPlan(m)).toEqual([]);
  });
});

describe("pickList", () => {
  it("adds up a round by product in whole cases", () => {
    const lines = [...restockPlan(leisureCentre()), ...restockPlan(depot())];
    expect(pickList(lines, catalogue())).toEqual([
      { sku: "BAR-CHOC", name: "Milk chocolate bar", units: 6, cases: 1 },
      { sku: "BAR-FLAP", name: "Oat flapjack", units: 3, cases: 1 },
      { sku: "COLA", name: "Cola 330ml", units: 10, cases: 1 },
      { sku: "CRISP-CHEESE", name: "Cheese & onion crisps", units: 12, cases: 1 },
      { sku: "CRISP-SALT", name: "Ready salted crisps", units: 11, cases: 1 },
      { sku: "WATER", name: "Still water 500ml", units: 7, cases: 1 },
    ]);
  });

  it("rounds up to the next case", () => {
    const lines = [
      { machineId: "A", slot: "A1", sku: "WATER", units: 20 },
      { machineId: "B", slot: "A1", sku: "WATER", units: 9 },
    ];
    expect(pickList(lines, catalogue())[0]).toMatchObject({ units: 29, cases: 2 });
  });
});

describe("routeOrder", () => {
  it("visits machines with empty spirals first", () => {
    const order = routeOrder([depot(), leisureCentre()]);
    expect(order.map((m) => m.id)).toEqual(["LC-01", "DP-02"]);
  });

  it("then the emptiest machine", () => {
    const a = depot();
    const b = depot();
    Object.defineProperty(b, "id", { value: "DP-01" });
    b.planogram.take("A1");
    expect(routeOrder([a, b]).map((m) => m.id)).toEqual(["DP-01", "DP-02"]);
    expect(fillRatio(a)).toBeCloseTo(24 / 40);
  });
});
