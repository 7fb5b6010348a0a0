import { Lesson } from "./booking";
import { Student, Tutor, hourlyRate } from "./catalogue";
import { Pence, percentOf } from "./money";
import { hoursBetween } from "./time";

export interface Policy {
  /** Cancelling with less notice than this is a late cancellation. */
  lateCancelHours: number;
  /** Share of the lesson price charged for a late cancellation. */
  lateCancelPercent: number;
  /** The agency's commission on what tutors earn. */
  commissionPercent: number;
}

export const DEFAULT_POLICY: Policy = {
  lateCancelHours: 24,
  lateCancelPercent: 50,
  commissionPercent: 20,
};

export interface PricedLesson {
  lesson: Lesson;
  tutor: Tutor;
  student: Student;
  pricePence: Pence;
  note: string;
}

export function lessonPrice(tutor: Tutor, student: Student, minutes: number): Pence {
  return Math.round((hourlyRate(tutor, student.level) * minutes) / 60);
}

export function priceLesson(lesson: Lesson, tutor: Tutor, student: Student, policy: Policy = DEFAULT_POLICY): PricedLesson {
  const full = lessonPrice(tutor, student, lesson.minutes);
  if (lesson.status !== "cancelled") {
    return { lesson, tutor, student, pricePence: full, note: "" };
  }
  const notice = hoursBetween(lesson.cancelledAt ?? lesson.start, lesson.start);
  if (notice >= policy.lateCancelHours) {
    return { lesson, tutor, student, pricePence: 0, note: "cancelled" };
  }
  return {
    lesson,
    tutor,
    student,
    pricePence: percentOf(full, policy.lateCancelPercent),
    note: `late cancellation (${policy.lateCancelPercent}%)`,
  };
}
