import { describe, expect, it } from "vitest";
import { OrderError, balanceDue, batchList, lineTotal, orderTotal, productionList, type Order } from "../src/orders.js";

const ORDERS: Order[] = [
  {
    id: "A101",
    customer: "Mrs Okafor",
    collect: "2026-12-23",
    lines: [
      { product: "croissant", pieces: 12 },
      { product: "tarte aux pommes", pieces: 8 },
    ],
    deposit: 1000,
  },
  {
    id: "A102",
    customer: "The Old Rectory",
    collect: "2026-12-24",
    lines: [
      { product: "croissant", pieces: 30 },
      { product: "madeleine", pieces: 60 },
    ],
    deposit: 0,
  },
  {
    id: "A103",
    customer: "Dr Lindqvist",
    collect: "2026-12-24",
    lines: [{ product: "madeleine", pieces: 25 }],
    deposit: 2000,
  },
];

describe("orders", () => {
  it("totals lines and orders", () => {
    expect(lineTotal({ product: "croissant", pieces: 12 })).toBe(1380);
    expect(orderTotal(ORDERS[0])).toBe(1380 + 1520);
    expect(() => lineTotal({ product: "baguette", pieces: 1 })).toThrow(OrderError);
  });

  it("takes the deposit off", () => {
    expect(balanceDue(ORDERS[0])).toBe(1900);
    expect(balanceDue(ORDERS[1])).toBe(3450 + 2400);
    expect(balanceDue(ORDERS[2])).toBe(0);
  });

  it("lists production for a day", () => {
    expect(productionList(ORDERS, "2026-12-24")).toEqual({ croissant: 30, madeleine: 85 });
    expect(productionList(ORDERS, "2026-12-25")).toEqual({});
  });

  it("lists batches for a day", () => {
    expect(batchList(ORDERS, "2026-12-24")).toEqual({ croissant: 2, madeleine: 3 });
    expect(batchList(ORDERS, "2026-12-23")).toEqual({ croissant: 1, "tarte aux pommes": 1 });
  });
});
