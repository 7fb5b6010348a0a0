import { describe, expect, it } from "vitest";
import { CoinBox, emptyCounts, makeChange } from "../src/coins.js";

describe("makeChange", () => {
  it("uses the fewest coins", () => {
    const stock = { ...emptyCounts(), 100: 5, 50: 5, 20: 5, 10: 5, 5: 5 };
    expect(makeChange(185, stock)).toEqual([100, 50, 20, 10, 5]);
    expect(makeChange(40, stock)).toEqual([20, 20]);
    expect(makeChange(0, stock)).toEqual([]);
  });

  it("works round coins that have run out", () => {
    const stock = { ...emptyCounts(), 50: 1, 20: 3 };
    expect(makeChange(60, stock)).toEqual([20, 20, 20]);
    expect(makeChange(70, stock)).toEqual([50, 20]);
  });

  it("gives up when the tubes cannot make the amount", () => {
    const stock = { ...emptyCounts(), 20: 2, 10: 1 };
    expect(makeChange(5, stock)).toBeNull();
    expect(makeChange(60, stock)).toBeNull();
  });
});

describe("CoinBox", () => {
  it("sends coins to the cash box once a tube is full", () => {
    const box = new CoinBox({}, { 200: 0, 100: 1, 50: 2, 20: 2, 10: 2, 5: 2 });
    box.accept(100);
    box.accept(100);
    box.accept(200);
    expect(box.tubes[100]).toBe(1);
    expect(box.cashBox[100]).toBe(1);
    expect(box.cashBox[200]).toBe(1);
    expect(box.collect()).toBe(300);
    expect(box.collect()).toBe(0);
  });

  it("rejects foreign coins", () => {
    expect(() => new CoinBox().accept(25)).toThrow(/rejected/);
  });

  it("pays out of the tubes", () => {
    const box = new CoinBox({ 50: 2, 10: 3 });
    expect(box.payOut(70)).toEqual([50, 10, 10]);
    expect(box.tubes).toMatchObject({ 50: 1, 10: 1 });
    expect(() => box.payOut(5)).toThrow(/cannot pay out/);
    expect(box.float()).toBe(60);
  });

  it("asks for exact change when the tubes run low", () => {
    expect(new CoinBox({ 100: 1, 50: 1, 20: 2, 10: 1, 5: 1 }).exactChangeOnly()).toBe(false);
    expect(new CoinBox({ 100: 1, 50: 1, 20: 2, 10: 1 }).exactChangeOnly()).toBe(true);
    expect(new CoinBox({ 50: 3, 20: 2, 10: 1, 5: 1 }).exactChangeOnly()).toBe(false);
    expect(new CoinBox({ 50: 2, 20: 2, 10: 1, 5: 1 }).exactChangeOnly()).toBe(true);
  });
});
