import { describe, expect, it } from "vitest";
import { SockBins } from "../src/socks";

describe("SockBins", () => {
  it("issues a party's sizes together or not at all", () => {
    const bins = new SockBins({ "7": 2, "9": 1, C13: 3 });
    expect(bins.issue(["7", "9", "C13"])).toBe(true);
    expect(bins.issue(["7", "9"])).toBe(false);
    expect(bins.available("7")).toBe(1);
    bins.giveBack(["9"]);
    expect(bins.available("9")).toBe(1);
  });
});
