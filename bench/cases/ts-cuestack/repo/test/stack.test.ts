import { describe, expect, it } from "vitest";
import { CueStack } from "../src/stack";

function preshow(): CueStack {
  const stack = new CueStack();
  stack.record("1", ["1 thru 4 @ 50"], { label: "preset" });
  stack.record("2", ["3 + 4 @ FL", "10 @ 30"]);
  stack.record("3", ["1 @ out"]);
  stack.record("4", ["20 @ 60"], { block: true });
  return stack;
}

describe("CueStack", () => {
  it("keeps cues in number order", () => {
    const stack = preshow();
    stack.record("2.5", ["5 @ 10"]);
    stack.record("10", ["5 @ 20"]);
    expect(stack.numbers()).toEqual(["1", "2", "2.5", "3", "4", "10"]);
  });

  it("tracks levels through later cues", () => {
    const state = preshow().stateAt("3");
    expect([...state]).toEqual([
      [2, 50],
      [3, 100],
      [4, 100],
      [10, 30],
    ]);
  });

  it("stops tracking at a block cue", () => {
    expect([...preshow().stateAt("4")]).toEqual([[20, 60]]);
  });

  it("re-records a cue in place", () => {
    const stack = preshow();
    stack.record("2", ["10 @ 45"]);
    expect(stack.numbers()).toEqual(["1", "2", "3", "4"]);
    expect(stack.stateAt("2").get(10)).toBe(45);
    expect(stack.stateAt("2").get(3)).toBe(50);
  });

  it("starts from a dark stage", () => {
    expect(preshow().stateBefore("1").size).toBe(0);
  });
});
