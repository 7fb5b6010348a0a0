import { describe, expect, it } from "vitest";
import { quote, quoteLines } from "../src/quote";
import { depot, north } from "./fixtures";

const across = { stops: [depot, north(4.2)] };
const short = { stops: [depot, north(1.6)] };

describe("quote", () => {
  it("bills the kilometres past the free ones, rounded up to the step", () => {
    const q = quote(across);
    expect(q.billedKm).toBe(4.5);
    expect(q.distanceCents).toBe(300);
    expect(q.totalCents).toBe(750);
  });

  it("charges only the base fee within the free kilometres", () => {
    expect(quote(short).totalCents).toBe(450);
  });

  it("adds the rush surcharge on top", () => {
    const q = quote({ ...across, rush: true });
    expect(q.rushCents).toBe(375);
    expect(q.totalCents).toBe(1125);
  });

  it("bills every kilometre for a contract with no free ones", () => {
    const q = quote(across, { freeKm: 0 });
    expect(q.distanceCents).toBe(540);
    expect(q.totalCents).toBe(990);
  });

  it("takes no rush surcharge for a contract without one", () => {
    const q = quote({ ...across, rush: true }, { rushPct: 0 });
    expect(q.rushCents).toBe(0);
    expect(q.totalCents).toBe(750);
  });

  it("follows the stops of a round trip", () => {
    const drop = north(1.5);
    expect(quote({ stops: [depot, drop, depot] }, { kmStep: 1 }).billedKm).toBe(3);
  });

  it("needs a pickup and a drop", () => {
    expect(() => quote({ stops: [depot] })).toThrow(/pickup/);
  });
});

describe("quoteLines", () => {
  it("reads the quote in the contract's currency", () => {
    expect(quoteLines({ ...across, rush: true }, { currency: "£" })).toEqual([
      "4.5 km",
      "distance £3.00",
      "rush £3.75",
      "total £11.25",
    ]);
  });

  it("leaves the rush line out when there is none", () => {
    expect(quoteLines(short, { freeKm: 0 })).toEqual(["2 km", "distance €2.40", "total €6.90"]);
  });
});
