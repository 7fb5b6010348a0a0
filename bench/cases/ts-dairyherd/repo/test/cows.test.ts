import { describe, expect, it } from "vitest";
import { ageMonths, daysInMilk, inHerd, isMilking, lactationStage, parity } from "../src/cows";
import { COWS } from "./fixtures";

const [bramble, clover, daisy, heather, maple, nettle] = COWS;

describe("cows", () => {
  it("counts parity from calvings", () => {
    expect(parity(bramble)).toBe(3);
    expect(parity(maple)).toBe(0);
  });

  it("gives age in whole months", () => {
    expect(ageMonths(heather, "2023-10-10")).toBe(27);
  });

  it("counts days in milk from the last calving", () => {
    expect(daysInMilk(bramble, "2023-10-10")).toBe(192);
    expect(daysInMilk(heather, "2023-07-15")).toBe(0);
    expect(daysInMilk(maple, "2023-10-10")).toBeUndefined();
  });

  it("knows who is milking", () => {
    expect(isMilking(clover, "2023-10-10")).toBe(true);
    expect(isMilking(daisy, "2023-10-10")).toBe(true);
    expect(isMilking(daisy, "2023-10-21")).toBe(false);
    expect(isMilking(nettle, "2023-01-01")).toBe(false);
    expect(isMilking(maple, "2023-10-10")).toBe(false);
  });

  it("splits lactations into stages", () => {
    expect(lactationStage(0)).toBe("early");
    expect(lactationStage(99)).toBe("early");
    expect(lactationStage(100)).toBe("mid");
    expect(lactationStage(250)).toBe("late");
  });

  it("leaves culled cows out of the herd", () => {
    expect(inHerd(COWS).map((c) => c.name)).not.toContain("Nettle");
    expect(inHerd(COWS)).toHaveLength(5);
  });
});
