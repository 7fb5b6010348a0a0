import { test } from "node:test";
import assert from "node:assert/strict";
import { OrderBook, orderMinutes } from "../src/orders.ts";

function book(): OrderBook {
  const b = new OrderBook();
  b.add({ id: "A1", customer: "Pell & Daughters", placed: "2025-03-03", lines: [{ style: "dress", leather: "lambskin", size: 7, pairs: 6 }] });
  b.add({ id: "A2", customer: "Morrow Stables", placed: "2025-03-04", lines: [{ style: "gauntlet", leather: "deerskin", size: 9, pairs: 4 }] });
  b.add({ id: "A0", customer: "Fenland Growers", placed: "2025-03-04", lines: [{ style: "work", leather: "deerskin", size: 10, pairs: 10 }] });
  return b;
}

test("queue by placed date, then id", () => {
  assert.deepEqual(book().queue().map((o) => o.id), ["A1", "A0", "A2"]);
});

test("order minutes are sewing plus cutting", () => {
  const o = book().queue()[0];
  assert.equal(orderMinutes(o), 238);
});

test("promised dates skip the weekend", () => {
  assert.deepEqual(book().promises("2025-03-07"), [
    { id: "A1", minutes: 238, ready: "2025-03-10" },
    { id: "A0", minutes: 333, ready: "2025-03-10" },
    { id: "A2", minutes: 160, ready: "2025-03-11" },
  ]);
});

test("duplicates and empty orders are refused; orders can be removed", () => {
  const b = book();
  assert.throws(() => b.add({ id: "A1", customer: "x", placed: "2025-03-05", lines: [] }), /duplicate/);
  assert.throws(() => b.add({ id: "B1", customer: "x", placed: "2025-03-05", lines: [] }), /no lines/);
  assert.equal(b.remove("A2"), true);
  assert.equal(b.remove("A2"), false);
});
