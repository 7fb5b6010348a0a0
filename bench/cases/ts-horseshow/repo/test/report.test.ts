import { describe, expect, it } from "vitest";
import { money, resultsSheet, roundCell } from "../src/report.js";
import { runClass } from "../src/show.js";
import { entries, firstRound, jumpOffRound, newcomers } from "./fixtures.js";

describe("money", () => {
  it("writes pence as pounds", () => {
    expect(money(18000)).toBe("£180.00");
    expect(money(5)).toBe("£0.05");
    expect(money(123456)).toBe("£1,234.56");
  });
});

describe("roundCell", () => {
  it("shows faults and time, or why the round ended", () => {
    expect(
      roundCell({ entry: 1, status: "finished", jumpingFaults: 4, timeFaults: 1, faults: 5, seconds: 80.5 }),
    ).toBe("5 / 80.50");
    expect(
      roundCell({ entry: 1, status: "eliminated", jumpingFaults: 0, timeFaults: 0, faults: 0, seconds: 0, reason: "fall" }),
    ).toBe("elim (fall)");
    expect(roundCell(undefined)).toBe("");
  });
});

describe("resultsSheet", () => {
  it("prints the class results", () => {
    const sheet = resultsSheet(runClass(newcomers(), entries, firstRound, jumpOffRound));
    expect(sheet).toEqual([
      "HS12 Newcomers 1.10m, Table A with one jump-off",
      "Time allowed 79 s, limit 158 s; jump-off 50 s",
      "Starters 12",
      "",
      " 1   #3  Amy Lowther / Kilcoltrim Jasper     0 / 75.12           0 / 41.30       £180.00",
      " 2  #12  Amy Lowther / Cassius Z             0 / 77.55           0 / 44.02       £132.00",
      " 3  #19  Isla Brennan / Rathcoole Dawn       0 / 79.00           2 / 51.20       £96.00",
      " 4   #5  Ben Okafor / Dunmore Lady           0 / 78.90           4 / 39.85",
      " 5   #7  Carys Pryce / Tullybeg Rocket       2 / 80.40",
      " 6   #8  Dara Quinn / Silver Lining VII      4 / 72.10",
      " 6  #22  Kate Munro / Corrib Belle           4 / 72.10",
      " 8  #17  Harri Vaughan / Mister Moonlight    4 / 73.95",
      " 9  #14  Fergus Hale / Brookfield Gem        8 / 70.00",
      "10  #11  Eilidh Moss / Ballyhale Star        9 / 84.00",
      " -  #15  Gwen Tarrant / Lough Derg Boy       elim (fall)",
      " -  #21  Jack Ferris / Glenfarne Duke        ret",
    ]);
  });
});
