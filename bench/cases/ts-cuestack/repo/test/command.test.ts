import { describe, expect, it } from "vitest";
import { parseCommand, parseSelection } from "../src/command";

describe("parseCommand", () => {
  it("sets a range", () => {
    expect(parseCommand("1 thru 5 @ 70")).toEqual({ channels: [1, 2, 3, 4, 5], level: 70 });
  });

  it("adds channels with +", () => {
    expect(parseCommand("3 + 7 + 9 @ FL")).toEqual({ channels: [3, 7, 9], level: 100 });
  });

  it("takes channels out of a range with -", () => {
    expect(parseCommand("10 thru 14 - 12 @ 40")).toEqual({ channels: [10, 11, 13, 14], level: 40 });
  });

  it("needs exactly one @", () => {
    expect(() => parseCommand("1 thru 5")).toThrow(/one "@"/);
    expect(() => parseCommand("1 @ 5 @ 6")).toThrow(/one "@"/);
  });
});

describe("parseSelection", () => {
  it("sorts and drops repeats", () => {
    expect(parseSelection("9 + 2 + 9 + 4")).toEqual([2, 4, 9]);
  });

  it("rejects channels off the desk", () => {
    expect(() => parseSelection("0")).toThrow(/no channel 0/);
    expect(() => parseSelection("510 thru 513")).toThrow(/no channel 513/);
  });

  it("rejects a backwards range", () => {
    expect(() => parseSelection("8 thru 3")).toThrow(/runs backwards/);
  });
});
