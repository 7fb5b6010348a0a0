import { describe, expect, it } from "vitest";
import { checkCourses, jumpOffTimeAllowed, jumpOffTimeLimit, timeAllowed, timeLimit } from "../src/course.js";
import { newcomers } from "./fixtures.js";

describe("time allowed", () => {
  it("rounds the course time up to the next second", () => {
    expect(timeAllowed({ lengthM: 460, speedMpm: 350, obstacles: 11, efforts: 13 })).toBe(79);
  });

  it("keeps a whole number of seconds as it is", () => {
    expect(timeAllowed({ lengthM: 455, speedMpm: 350, obstacles: 11, efforts: 13 })).toBe(78);
    expect(timeAllowed({ lengthM: 500, speedMpm: 375, obstacles: 12, efforts: 14 })).toBe(80);
  });

  it("sets the time limit at twice the time allowed", () => {
    expect(timeLimit({ lengthM: 460, speedMpm: 350, obstacles: 11, efforts: 13 })).toBe(158);
  });

  it("times the jump-off at the first round's speed", () => {
    const spec = newcomers();
    expect(jumpOffTimeAllowed(spec.course, spec.jumpOff!)).toBe(50);
    expect(jumpOffTimeLimit(spec.course, spec.jumpOff!)).toBe(100);
  });
});

describe("checkCourses", () => {
  it("accepts the newcomers' plan", () => {
    expect(checkCourses(newcomers())).toEqual([]);
  });

  it("lists every problem with a plan", () => {
    const spec = newcomers({
      course: { lengthM: 460, speedMpm: 360, obstacles: 17, efforts: 16 },
      jumpOff: { lengthM: 480, obstacles: 5 },
    });
    expect(checkCourses(spec)).toEqual([
      "speed 360 m/min is not one of 300, 325, 350, 375, 400",
      "17 obstacles (1 to 16)",
      "16 efforts (17 to 20)",
      "jump-off of 5 obstacles (6 to 8)",
      "jump-off must be shorter than the first round",
    ]);
  });
});
