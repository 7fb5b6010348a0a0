import { describe, expect, it } from "vitest";
import { dayBoard, nextWithRoom } from "../src/schedule";
import { FRIDAY } from "./fixtures";

const MONDAY_BEFORE = new Date(2026, 5, 8, 9, 0);
const THURSDAY_MORNING = new Date(2026, 5, 11, 9, 0);

describe("dayBoard", () => {
  it("counts held places as taken until they are released", () => {
    expect(dayBoard(FRIDAY, MONDAY_BEFORE)).toEqual([
      "10:00-10:45 with Morwenna Tregear: 2 places left",
      "11:30-12:15 with Ifan Pryce: 1 place left",
      "14:00-14:45 with Morwenna Tregear: full",
    ]);
  });

  it("releases held places two days before the tour", () => {
    expect(dayBoard(FRIDAY, THURSDAY_MORNING)[0]).toBe("10:00-10:45 with Morwenna Tregear: 8 places left");
  });
});

describe("nextWithRoom", () => {
  it("skips tours without room for the party", () => {
    expect(nextWithRoom(FRIDAY, MONDAY_BEFORE, 2)?.id).toBe(1);
    expect(nextWithRoom(FRIDAY, MONDAY_BEFORE, 3)).toBeUndefined();
  });

  it("finds room once held places are released", () => {
    expect(nextWithRoom(FRIDAY, THURSDAY_MORNING, 5)?.id).toBe(1);
  });

  it("ignores tours that have started", () => {
    expect(nextWithRoom(FRIDAY, new Date(2026, 5, 12, 10, 5), 1)?.id).toBe(2);
  });
});
