import { describe, expect, it } from "vitest";
import { ageBand, partyPrice, pounds } from "../src/prices";

describe("prices", () => {
  it("bands by age", () => {
    expect([5, 15, 16, 64, 65].map(ageBand)).toEqual(["child", "child", "adult", "adult", "senior"]);
  });

  it("prices a party with and without their own grip socks", () => {
    const party = [{ age: 41 }, { age: 39, ownSocks: true }, { age: 9 }, { age: 70 }];
    expect(partyPrice(party)).toBe(1050 + 350 + 1050 + 750 + 350 + 800 + 350);
    expect(pounds(partyPrice(party))).toBe("£47.00");
  });
});
