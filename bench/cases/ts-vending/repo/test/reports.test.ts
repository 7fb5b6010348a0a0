import { describe, expect, it } from "vitest";
import type { Sale } from "../src/machine.js";
import { bestSellers, dailyTotals, revenue, salesBySku, salesSheet } from "../src/reports.js";
import { catalogue, fixedClock, leisureCentre } from "./fixtures.js";

function sale(at: string, sku: string, price: number): Sale {
  return { machineId: "LC-01", at, slot: "A1", sku, price };
}

const week: Sale[] = [
  sale("2024-03-04T08:01:00Z", "COLA", 125),
  sale("2024-03-04T12:30:00Z", "CRISP-SALT", 85),
  sale("2024-03-04T12:31:00Z", "CRISP-SALT", 85),
  sale("2024-03-05T09:00:00Z", "WATER", 100),
  sale("2024-03-05T16:45:00Z", "COLA", 125),
  sale("2024-03-06T07:10:00Z", "BAR-FLAP", 135),
];

describe("reports", () => {
  it("totals revenue", () => {
    expect(revenue(week)).toBe(655);
    expect(revenue([])).toBe(0);
  });

  it("groups sales by product", () => {
    expect(salesBySku(week)).toEqual([
      { sku: "BAR-FLAP", units: 1, revenue: 135 },
      { sku: "COLA", units: 2, revenue: 250 },
      { sku: "CRISP-SALT", units: 2, revenue: 170 },
      { sku: "WATER", units: 1, revenue: 100 },
    ]);
  });

  it("ranks best sellers by units then revenue", () => {
    expect(bestSellers(week, 3).map((r) => r.sku)).toEqual(["COLA", "CRISP-SALT", "BAR-FLAP"]);
  });

  it("totals each day", () => {
    expect(dailyTotals(week)).toEqual([
      { date: "2024-03-04", revenue: 295 },
      { date: "2024-03-05", revenue: 225 },
      { date: "2024-03-06", revenue: 135 },
    ]);
  });

  it("prints a sales sheet", () => {
    const m = leisureCentre(fixedClock("2024-03-04T10:15:00Z", "2024-03-04T11:00:00Z"));
    m.insert(100);
    m.select("A1");
    m.insert(100);
    m.insert(20);
    m.insert(5);
    m.select("C2");
    expect(salesSheet(m, catalogue())).toBe(
      [
        "Machine LC-01",
        "Cola 330ml              1     £1.25",
        "Ready salted crisps     1     £0.85",
        "Total                   2     £2.10",
      ].join("\n"),
    );
  });
});
