import { describe, expect, it } from "vitest";
import { display, running, startWash } from "../src/cycles";
import { parseInstant } from "../src/util/time";

const nine = parseInstant("2026-03-02T09:00");

describe("wash cycles", () => {
  it("finishes after the program's length", () => {
    const cycle = startWash("W1", "cotton", nine);
    expect(display(cycle)).toBe("W1 cotton until 09:58");
    expect(cycle.priceCents).toBe(450);
  });

  it("is running up to, not at, its finish", () => {
    const cycle = startWash("W2", "quick", nine);
    expect(running(cycle, parseInstant("2026-03-02T09:24"))).toBe(true);
    expect(running(cycle, parseInstant("2026-03-02T09:25"))).toBe(false);
  });

  it("refuses programs a machine lacks and dryers", () => {
    expect(() => startWash("W3", "delicates", nine)).toThrow(/no delicates/);
    expect(() => startWash("D1", "quick", nine)).toThrow(/not a washer/);
  });
});
