import { Lesson } from "../src/booking";
import { Student, Tutor } from "../src/catalogue";
import { DEFAULT_POLICY, lessonPrice, priceLesson } from "../src/pricing";
import { at } from "../src/time";

const tutor: Tutor = { id: "T1", name: "Ms Okafor", subjects: ["Maths"], levels: ["GCSE", "A-level"], rates: { "A-level": 4800 } };
const amara: Student = { id: "S1", name: "Amara", family: "Bennett", level: "GCSE" };
const ivy: Student = { id: "S3", name: "Ivy", family: "Castillo", level: "A-level" };

function lesson(extra: Partial<Lesson> = {}): Lesson {
  return { id: "L0001", tutorId: "T1", studentId: "S1", subject: "Maths", start: at("2024-10-08T16:00"), minutes: 60, status: "taught", ...extra };
}

describe("pricing", () => {
  test("lessonPrice is the hourly rate pro rata", () => {
    expect(lessonPrice(tutor, amara, 60)).toBe(3800);
    expect(lessonPrice(tutor, amara, 45)).toBe(2850);
    expect(lessonPrice(tutor, ivy, 90)).toBe(7200);
  });

  test("taught and booked lessons are charged in full", () => {
    expect(priceLesson(lesson(), tutor, amara).pricePence).toBe(3800);
    expect(priceLesson(lesson({ status: "booked" }), tutor, amara).pricePence).toBe(3800);
  });

  test("cancelling with enough notice costs nothing", () => {
    const p = priceLesson(lesson({ status: "cancelled", cancelledAt: at("2024-10-07T16:00") }), tutor, amara);
    expect(p.pricePence).toBe(0);
    expect(p.note).toBe("cancelled");
  });

  test("a late cancellation is charged at half price", () => {
    const p = priceLesson(lesson({ status: "cancelled", cancelledAt: at("2024-10-07T16:01") }), tutor, amara);
    expect(p.pricePence).toBe(1900);
    expect(p.note).toBe("late cancellation (50%)");
  });

  test("the policy sets the late cancellation terms", () => {
    const strict = { ...DEFAULT_POLICY, lateCancelHours: 48, lateCancelPercent: 100 };
    const p = priceLesson(lesson({ status: "cancelled", cancelledAt: at("2024-10-07T09:00") }), tutor, ivy, strict);
    expect(p.pricePence).toBe(4800);
    expect(p.note).toBe("late cancellation (100%)");
  });
});
