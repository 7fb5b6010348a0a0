import { describe, expect, it } from "vitest";
import { cueDuration, fadeLevels, moves } from "../src/fade";
import { CueStack } from "../src/stack";

function sunset(): CueStack {
  const stack = new CueStack();
  stack.record("1", ["1 thru 3 @ 80", "7 @ 20"], { time: 4 });
  stack.record("2", ["1 thru 3 @ 40", "7 @ FL"], { time: 10 });
  stack.record("3", ["7 @ 30"], { time: 5 });
  stack.record("4", ["7 @ 30"], { time: 2 });
  return stack;
}

describe("moves", () => {
  it("lists the channels a cue changes", () => {
    expect(moves(sunset(), "2")).toEqual([
      { channel: 1, from: 80, to: 40 },
      { channel: 2, from: 80, to: 40 },
      { channel: 3, from: 80, to: 40 },
      { channel: 7, from: 20, to: 100 },
    ]);
  });

  it("is empty when a cue sets what is already there", () => {
    expect(moves(sunset(), "4")).toEqual([]);
  });
});

describe("fadeLevels", () => {
  it("fades up from black", () => {
    const state = fadeLevels(sunset(), "1", 1);
    expect(state.get(1)).toBe(20);
    expect(state.get(7)).toBe(5);
  });

  it("crossfades halfway through a cue", () => {
    const state = fadeLevels(sunset(), "2", 5);
    expect(state.get(1)).toBe(60);
    expect(state.get(7)).toBe(60);
  });

  it("fades a channel down over the cue's time", () => {
    const stack = sunset();
    expect(fadeLevels(stack, "3", 2).get(7)).toBe(72);
    expect(fadeLevels(stack, "3", 4).get(7)).toBe(44);
    expect(fadeLevels(stack, "3", 5).get(7)).toBe(30);
  });

  it("holds the end state after the fade", () => {
    expect([...fadeLevels(sunset(), "2", 60)]).toEqual([...sunset().stateAt("2")]);
  });
});

describe("cueDuration", () => {
  it("is the fade time when something moves", () => {
    expect(cueDuration(sunset(), "3")).toBe(5);
  });

  it("is zero when nothing moves", () => {
    expect(cueDuration(sunset(), "4")).toBe(0);
  });
});
