import { BookingError } from "../src/booking";
import { at } from "../src/time";
import { octoberAgency } from "./fixtures";

describe("diary", () => {
  test("books lessons with sequential ids", () => {
    const agency = octoberAgency();
    const lesson = agency.diary.book("T2", "S2", "History", at("2024-10-15T17:00"), 60);
    expect(lesson.id).toBe("L0009");
    expect(lesson.status).toBe("booked");
  });

  test("refuses a clash for the tutor or the student", () => {
    const agency = octoberAgency();
    expect(() => agency.diary.book("T1", "S3", "Maths", at("2024-10-01T16:30"), 60)).toThrow("Ms Okafor already has lesson L0001");
    expect(() => agency.diary.book("T3", "S3", "Maths", at("2024-10-02T19:00"), 60)).toThrow("Ivy already has lesson L0003");
  });

  test("a cancelled lesson frees the slot", () => {
    const agency = octoberAgency();
    const lesson = agency.diary.book("T1", "S1", "Maths", at("2024-10-08T16:00"), 60);
    expect(lesson.id).toBe("L0009");
  });

  test("back-to-back lessons are allowed", () => {
    const agency = octoberAgency();
    expect(() => agency.diary.book("T1", "S1", "Maths", at("2024-10-02T17:00"), 60)).not.toThrow();
  });

  test("checks length, subject and level", () => {
    const agency = octoberAgency();
    expect(() => agency.diary.book("T1", "S1", "Maths", at("2024-10-20T10:00"), 50)).toThrow(BookingError);
    expect(() => agency.diary.book("T1", "S1", "Maths", at("2024-10-20T10:00"), 150)).toThrow("30 to 120");
    expect(() => agency.diary.book("T2", "S3", "English", at("2024-10-20T10:00"), 60)).toThrow("does not teach English at A-level");
    expect(() => agency.diary.book("T9", "S1", "Maths", at("2024-10-20T10:00"), 60)).toThrow("unknown tutor");
  });

  test("only booked lessons can be cancelled or marked taught", () => {
    const agency = octoberAgency();
    expect(() => agency.diary.cancel("L0001", at("2024-10-01T10:00"))).toThrow("is taught");
    expect(() => agency.diary.markTaught("L0005")).toThrow("is cancelled");
    expect(() => agency.diary.get("L0999")).toThrow("no lesson");
  });

  test("inMonth lists a month's lessons in order", () => {
    const agency = octoberAgency();
    agency.diary.book("T2", "S2", "History", at("2024-11-05T17:00"), 60);
    const ids = agency.diary.inMonth("2024-10").map((l) => l.id);
    expect(ids).toEqual(["L0001", "L0002", "L0003", "L0004", "L0005", "L0006", "L0007", "L0008"]);
    expect(agency.diary.inMonth("2024-11")).toHaveLength(1);
  });
});
