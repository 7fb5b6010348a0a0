import { describe, expect, it } from "vitest";
import { BookingError, Diary } from "../src/scheduler.js";
import type { Appointment } from "../src/types.js";

const MONDAY = "2024-05-06";
const SATURDAY = "2024-05-11";

function office(id: string, start: string, duration: number, day = MONDAY): Appointment {
  const [h, m] = start.split(":").map(Number);
  return { id, client: `client ${id}`, day, start: h * 60 + m, duration, location: { kind: "office" }, acts: [] };
}

function mobile(id: string, start: string, duration: number, distanceKm = 12, day = MONDAY): Appointment {
  return { ...office(id, start, duration, day), location: { kind: "mobile", address: `${id} Road`, distanceKm } };
}

describe("Diary", () => {
  it("books office appointments inside opening hours", () => {
    const diary = new Diary();
    diary.book(office("A1", "09:00", 30));
    diary.book(office("A2", "17:00", 30));
    expect(diary.appointments(MONDAY).map((a) => a.id)).toEqual(["A1", "A2"]);
  });

  it("refuses office appointments outside hours or on closed days", () => {
    const diary = new Diary();
    expect(() => diary.book(office("A1", "08:45", 30))).toThrow(/outside office hours/);
    expect(() => diary.book(office("A2", "17:15", 30))).toThrow(/outside office hours/);
    expect(() => diary.book(office("A3", "10:00", 30, SATURDAY))).toThrow(/closed/);
  });

  it("takes mobile visits outside office hours", () => {
    const diary = new Diary();
    diary.book(mobile("M1", "19:00", 45, 5, SATURDAY));
    expect(diary.appointments(SATURDAY)).toHaveLength(1);
  });

  it("refuses overlapping appointments", () => {
    const diary = new Diary();
    diary.book(office("A1", "10:00", 60));
    expect(() => diary.book(office("A2", "10:30", 30))).toThrow(BookingError);
    expect(() => diary.book(office("A3", "09:30", 45))).toThrow(/clashes with A1 at 10:00/);
  });

  it("allows back-to-back office appointments", () => {
    const diary = new Diary();
    diary.book(office("A1", "10:00", 30));
    diary.book(office("A2", "10:30", 30));
    diary.book(office("A3", "09:30", 30));
    expect(diary.appointments(MONDAY).map((a) => a.id)).toEqual(["A3", "A1", "A2"]);
  });

  it("frees the slot when an appointment is cancelled", () => {
    const diary = new Diary();
    diary.book(office("A1", "10:00", 30));
    expect(diary.cancel(MONDAY, "A1")).toBe(true);
    expect(diary.cancel(MONDAY, "A1")).toBe(false);
    diary.book(office("A2", "10:00", 30));
  });

  it("lists free slots around booked appointments", () => {
    const diary = new Diary({ opensAt: "09:00", closesAt: "11:00", days: [1] });
    diary.book(office("A1", "09:30", 30));
    expect(diary.freeSlots(MONDAY, 30)).toEqual(["09:00", "10:00", "10:15", "10:30"]);
    expect(diary.freeSlots(MONDAY, 60, 30)).toEqual(["10:00"]);
    expect(diary.freeSlots("2024-05-07", 30)).toEqual([]);
  });
});
