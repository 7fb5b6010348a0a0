import { describe, expect, it } from "vitest";
import { formatCutList, mouldingNeeded, sides } from "../src/cutlist";
import { moulding, outsideLength } from "../src/mouldings";

describe("mouldings", () => {
  it("looks mouldings up by code", () => {
    expect(moulding("oak20").name).toBe("Natural oak flat 20");
    expect(() => moulding("PINE9")).toThrow(/no moulding/);
  });

  it("adds the moulding's reach past the rebate to both ends of a side", () => {
    expect(outsideLength(moulding("OAK20"), 402)).toBe(432);
    expect(outsideLength(moulding("GLD45"), 402)).toBe(476);
  });
});

describe("cut list", () => {
  const oak = moulding("OAK20");
  const rebate = { w: 402, h: 302 };

  it("gives two sides across and two down", () => {
    expect(sides(oak, rebate).map((s) => [s.label, s.insideMm, s.outsideMm])).toEqual([
      ["top", 402, 432],
      ["bottom", 402, 432],
      ["left", 302, 332],
      ["right", 302, 332],
    ]);
  });

  it("totals the moulding with saw waste", () => {
    expect(mouldingNeeded(oak, rebate)).toBe(432 * 2 + 332 * 2 + 4 * 15);
  });

  it("prints the workshop cut list", () => {
    expect(formatCutList(oak, rebate)).toBe(
      [
        "OAK20 Natural oak flat 20",
        "top      402 in    432 out",
        "bottom   402 in    432 out",
        "left     302 in    332 out",
        "right    302 in    332 out",
        "total 1588 mm with waste",
      ].join("\n"),
    );
  });
});
