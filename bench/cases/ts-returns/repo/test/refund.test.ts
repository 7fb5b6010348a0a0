import { describe, expect, it } from "vitest";
import { refundFor } from "../src/index.js";
import { onTheWay, slowParcel } from "./orders.js";

describe("refundFor", () => {
  it("refunds unopened lines in full", () => {
    const decision = refundFor(slowParcel(), [{ sku: "TEE-M", qty: 2, opened: false }], "2026-03-20");
    expect(decision).toEqual({ refundCents: 3600, refused: [] });
  });

  it("keeps a restocking fee on opened electronics", () => {
    const decision = refundFor(slowParcel(), [{ sku: "KB-01", qty: 1, opened: true }], "2026-03-20");
    expect(decision.refundCents).toBe(8900 - 1335);
  });

  it("counts the window from delivery, not from the order", () => {
    const decision = refundFor(
      slowParcel(),
      [
        { sku: "TEE-M", qty: 1, opened: true },
        { sku: "MUG-3", qty: 2, opened: false },
      ],
      "2026-04-05",
    );
    expect(decision).toEqual({ refundCents: 1800 + 1300, refused: [] });
  });

  it("refuses what cannot come back, with reasons", () => {
    const decision = refundFor(
      slowParcel(),
      [
        { sku: "SOCK-X", qty: 1, opened: false },
        { sku: "MUG-3", qty: 4, opened: false },
        { sku: "HAT-L", qty: 1, opened: false },
      ],
      "2026-03-15",
    );
    expect(decision.refused).toEqual([
      { sku: "SOCK-X", reason: "clearance items are final sale" },
      { sku: "MUG-3", reason: "only 3 ordered" },
      { sku: "HAT-L", reason: "not in this order" },
    ]);
  });

  it("refuses everything after the window", () => {
    const decision = refundFor(slowParcel(), [{ sku: "MUG-3", qty: 1, opened: false }], "2026-04-20");
    expect(decision.refused).toEqual([{ sku: "MUG-3", reason: "return window closed" }]);
  });

  it("refuses an order still on its way", () => {
    const decision = refundFor(onTheWay(), [{ sku: "TEE-M", qty: 1, opened: false }], "2026-03-05");
    expect(decision).toEqual({ refundCents: 0, refused: [{ sku: "TEE-M", reason: "not delivered yet" }] });
  });
});
