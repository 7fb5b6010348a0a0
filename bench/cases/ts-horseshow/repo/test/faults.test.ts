import { describe, expect, it } from "vitest";
import { isClear, scoreTableA, timeFaults } from "../src/faults.js";

describe("timeFaults", () => {
  it("gives none at or under the time allowed", () => {
    expect(timeFaults(78.99, 79)).toBe(0);
    expect(timeFaults(79, 79)).toBe(0);
  });

  it("gives one for each second or part of a second over", () => {
    expect(timeFaults(79.01, 79)).toBe(1);
    expect(timeFaults(80, 79)).toBe(1);
    expect(timeFaults(80.4, 79)).toBe(2);
    expect(timeFaults(84, 79)).toBe(5);
  });

  it("is not fooled by floating point in hundredths", () => {
    expect(timeFaults(79.1 + 0.9, 79)).toBe(1);
  });
});

describe("scoreTableA", () => {
  const sheet = { entry: 4, knockdowns: 0, refusals: 0, falls: 0, seconds: 75.5 };

  it("scores a clear round", () => {
    const score = scoreTableA(sheet, 79, 158);
    expect(score).toEqual({
      entry: 4,
      status: "finished",
      jumpingFaults: 0,
      timeFaults: 0,
      faults: 0,
      seconds: 75.5,
    });
    expect(isClear(score)).toBe(true);
  });

  it("adds knockdowns, a refusal and time", () => {
    const score = scoreTableA({ ...sheet, knockdowns: 2, refusals: 1, seconds: 81.2 }, 79, 158);
    expect(score.jumpingFaults).toBe(12);
    expect(score.timeFaults).toBe(3);
    expect(score.faults).toBe(15);
    expect(isClear(score)).toBe(false);
  });

  it("eliminates a second refusal, a fall and the time limit", () => {
    expect(scoreTableA({ ...sheet, refusals: 2 }, 79, 158).reason).toBe("second refusal");
    expect(scoreTableA({ ...sheet, falls: 1 }, 79, 158).reason).toBe("fall");
    expect(scoreTableA({ ...sheet, seconds: 158.5 }, 79, 158).reason).toBe("time limit exceeded");
    expect(scoreTableA({ ...sheet, seconds: null }, 79, 158).status).toBe("eliminated");
  });

  it("marks a retirement", () => {
    const score = scoreTableA({ ...sheet, seconds: null, retired: true }, 79, 158);
    expect(score.status).toBe("retired");
    expect(isClear(score)).toBe(false);
  });
});
