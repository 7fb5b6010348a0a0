import { describe, expect, it } from "vitest";
import { feesDue, ineligible, mulberry32, orderOfGoing } from "../src/entries.js";
import { entries, newcomers, riders } from "./fixtures.js";

describe("ineligible", () => {
  it("lets the newcomers' entries start", () => {
    const spec = newcomers();
    expect(entries.filter((entry) => ineligible(entry, spec).length > 0)).toEqual([]);
  });

  it("gives every reason an entry cannot start", () => {
    const spec = newcomers({ minHorseAge: 7, maxHeightCm: 148, minRiderGrade: 2, juniorsOnly: true });
    const eilidh = entries.find((entry) => entry.number === 11)!;
    expect(ineligible(eilidh, spec)).toEqual([
      "Ballyhale Star is 6, the class is for 7 and over",
      "Eilidh Moss is grade 1, below 2",
    ]);
    const amy = entries.find((entry) => entry.number === 3)!;
    expect(ineligible(amy, spec)).toEqual([
      "Kilcoltrim Jasper stands 165 cm, over 148 cm",
      "Amy Lowther is not a junior",
    ]);
  });
});

describe("feesDue", () => {
  it("adds each rider's entries and late fees", () => {
    const due = feesDue(entries, newcomers());
    expect(due.get(riders.amy.licence)).toBe(5000);
    expect(due.get(riders.eilidh.licence)).toBe(3500);
    expect(due.get(riders.ben.licence)).toBe(2500);
    expect([...due.values()].reduce((a, b) => a + b, 0)).toBe(12 * 2500 + 2 * 1000);
  });
});

describe("orderOfGoing", () => {
  it("repeats a draw from its seed", () => {
    const a = orderOfGoing(entries, 2024).map((entry) => entry.number);
    const b = orderOfGoing(entries, 2024).map((entry) => entry.number);
    expect(a).toEqual(b);
    expect([...a].sort((x, y) => x - y)).toEqual(entries.map((entry) => entry.number));
  });

  it("keeps a rider's horses apart", () => {
    for (let seed = 1; seed <= 50; seed++) {
      const order = orderOfGoing(entries, seed);
      const amy = order.flatMap((entry, index) => (entry.rider === riders.amy ? [index] : []));
      expect(amy[1] - amy[0], `seed ${seed}: ${order.map((entry) => entry.number)}`).toBeGreaterThan(3);
    }
  });

  it("draws numbers in [0, 1)", () => {
    const next = mulberry32(7);
    for (let i = 0; i < 100; i++) {
      const x = next();
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
    }
  });
});
