import { describe, expect, it } from "vitest";
import { parseDate } from "../src/calendar";
import {
  type Booking,
  SATURDAY,
  WEEKDAY,
  dayList,
  freeSlots,
  hoursFor,
  nextFreeSlot,
} from "../src/appointments";
import { bookings } from "./fixtures";

const hughesMonday = bookings.filter((b) => b.vet === "Hughes" && b.date === "2024-06-10");

describe("appointments", () => {
  it("opens six days a week", () => {
    expect(hoursFor(parseDate("2024-06-10"))).toBe(WEEKDAY);
    expect(hoursFor(parseDate("2024-06-15"))).toBe(SATURDAY);
    expect(hoursFor(parseDate("2024-06-16"))).toBeUndefined();
  });

  it("finds free slots around bookings and the lunch break", () => {
    const slots = freeSlots(WEEKDAY, hughesMonday, "dental");
    expect(slots.slice(0, 3)).toEqual(["10:15", "10:30", "10:45"]);
    expect(slots).not.toContain("12:15");
    expect(slots).toContain("14:00");
    expect(slots.at(-1)).toBe("17:30");
  });

  it("fits a Saturday morning", () => {
    expect(freeSlots(SATURDAY, [], "second opinion")).toHaveLength(13);
  });

  it("offers the first free slot from a date", () => {
    expect(nextFreeSlot(bookings, "Hughes", "consult", parseDate("2024-06-10"))).toEqual({
      date: "2024-06-10",
      start: "10:15",
    });
  });

  it("moves on past a full Saturday and the Sunday", () => {
    const fullSaturday: Booking[] = [
      { vet: "Hughes", date: "2024-06-15", start: "09:00", type: "dental" },
      { vet: "Hughes", date: "2024-06-15", start: "10:00", type: "dental" },
      { vet: "Hughes", date: "2024-06-15", start: "11:00", type: "dental" },
      { vet: "Hughes", date: "2024-06-15", start: "12:00", type: "second opinion" },
    ];
    expect(nextFreeSlot(fullSaturday, "Hughes", "consult", parseDate("2024-06-15"))).toEqual({
      date: "2024-06-17",
      start: "08:30",
    });
  });

  it("gives up after the search window", () => {
    expect(nextFreeSlot([], "Hughes", "consult", parseDate("2024-06-16"), 1)).toBeNull();
  });

  it("prints the vet's day", () => {
    expect(dayList(bookings, "Hughes", "2024-06-10")).toEqual([
      "08:30-09:30 dental",
      "09:30-09:45 consult",
      "09:45-10:15 second opinion",
    ]);
  });
});
