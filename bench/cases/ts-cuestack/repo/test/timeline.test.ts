import { describe, expect, it } from "vitest";
import { runTime, sequence } from "../src/timeline";
import { CueStack } from "../src/stack";

function storm(): CueStack {
  const stack = new CueStack();
  stack.record("10", ["1 thru 6 @ 60"], { time: 3 });
  stack.record("11", ["1 thru 6 @ 15", "30 @ FL"], { time: 6, follow: 1 });
  stack.record("12", ["30 @ out"], { time: 0.5, follow: 0.5 });
  stack.record("13", ["30 @ FL"], { time: 0.5, follow: 2 });
  stack.record("14", ["1 thru 6 @ 50", "30 @ out"], { time: 8 });
  return stack;
}

describe("sequence", () => {
  it("runs the follow cues from one GO", () => {
    expect(sequence(storm(), "11")).toEqual([
      { number: "11", at: 0 },
      { number: "12", at: 1 },
      { number: "13", at: 1.5 },
      { number: "14", at: 3.5 },
    ]);
  });

  it("is a single cue without a follow", () => {
    expect(sequence(storm(), "10")).toEqual([{ number: "10", at: 0 }]);
  });
});

describe("runTime", () => {
  it("lasts until the last fade completes", () => {
    expect(runTime(storm(), "11")).toBe(11.5);
  });

  it("outlasts a follow when an earlier fade is longer", () => {
    const stack = storm();
    stack.record("14", ["2 @ 20"], { time: 1 });
    expect(runTime(stack, "11")).toBe(6);
  });
});
