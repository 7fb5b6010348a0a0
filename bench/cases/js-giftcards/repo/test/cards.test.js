import { test } from "node:test";
import assert from "node:assert/strict";

import {
  MemoryStore,
  issue,
  balanceOf,
  redeem,
  outstanding,
  InsufficientBalanceError,
  InvalidAmountError,
  UnknownCardError,
} from "../src/index.js";

async function storeWith(...cards) {
  const store = new MemoryStore();
  for (const card of cards) await issue(store, card);
  return store;
}

test("redeeming lowers the balance", async () => {
  const store = await storeWith({ code: "GC-1", balance: 5000 });
  assert.equal(await redeem(store, "GC-1", 1250), 3750);
  assert.equal(await balanceOf(store, "GC-1"), 3750);
});

test("a card cannot go below zero", async () => {
  const store = await storeWith({ code: "GC-1", balance: 1000 });
  await assert.rejects(redeem(store, "GC-1", 1001), InsufficientBalanceError);
  assert.equal(await balanceOf(store, "GC-1"), 1000);
});

test("amounts must be positive whole cents", async () => {
  const store = await storeWith({ code: "GC-1", balance: 1000 });
  await assert.rejects(redeem(store, "GC-1", 0), InvalidAmountError);
  await assert.rejects(redeem(store, "GC-1", 2.5), InvalidAmountError);
  await assert.rejects(issue(store, { code: "GC-2", balance: -5 }), InvalidAmountError);
});

test("unknown cards are refused", async () => {
  const store = await storeWith();
  await assert.rejects(redeem(store, "GC-404", 100), UnknownCardError);
  await assert.rejects(balanceOf(store, "GC-404"), UnknownCardError);
});

test("outstanding sums what is left on every card", async () => {
  const store = await storeWith({ code: "GC-1", balance: 5000 }, { code: "GC-2", balance: 2500 });
  await redeem(store, "GC-2", 500);
  assert.equal(await outstanding(store), 7000);
});
