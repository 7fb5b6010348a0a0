import { describe, expect, it } from "vitest";
import { newCard, nextIsFree, recordWash } from "../src/loyalty";

describe("loyalty card", () => {
  it("gives the sixth wash free and starts again", () => {
    let card = newCard("L-0042");
    const free: boolean[] = [];
    for (let i = 0; i < 12; i++) {
      const r = recordWash(card);
      card = r.card;
      free.push(r.free);
    }
    expect(free.map((f, i) => (f ? i + 1 : 0)).filter((n) => n > 0)).toEqual([6, 12]);
    expect(card.freeWashesTaken).toBe(2);
    expect(card.stamps).toBe(0);
  });

  it("says when the next wash is free", () => {
    expect(nextIsFree({ number: "x", stamps: 4, freeWashesTaken: 0 })).toBe(false);
    expect(nextIsFree({ number: "x", stamps: 5, freeWashesTaken: 0 })).toBe(true);
  });
});
