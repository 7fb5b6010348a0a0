import { Student, Tutor, teaches } from "./catalogue";
import { addMinutes, monthKey, overlaps } from "./time";

export type LessonStatus = "booked" | "taught" | "cancelled";

export interface Lesson {
  id: string;
  tutorId: string;
  studentId: string;
  subject: string;
  start: Date;
  minutes: number;
  status: LessonStatus;
  cancelledAt?: Date;
}

export function lessonEnd(lesson: Lesson): Date {
  return addMinutes(lesson.start, lesson.minutes);
}

export class BookingError extends Error {}

export class Diary {
  private readonly lessons = new Map<string, Lesson>();
  private nextId = 1;

  constructor(
    private readonly tutors: Map<string, Tutor>,
    private readonly students: Map<string, Student>,
  ) {}

  book(tutorId: string, studentId: string, subject: string, start: Date, minutes: number): Lesson {
    const tutor = this.tutors.get(tutorId);
    const student = this.students.get(studentId);
    if (!tutor) throw new BookingError(`unknown tutor ${tutorId}`);
    if (!student) throw new BookingError(`unknown student ${studentId}`);
    if (minutes < 30 || minutes > 120 || minutes % 15 !== 0) {
      throw new BookingError(`lessons run 30 to 120 minutes in quarter hours, not ${minutes}`);
    }
    if (!teaches(tutor, subject, student.level)) {
      throw new BookingError(`${tutor.name} does not teach ${subject} at ${student.level}`);
    }
    const end = addMinutes(start, minutes);
    for (const other of this.lessons.values()) {
      if (other.status === "cancelled") continue;
      if (other.tutorId !== tutorId && other.studentId !== studentId) continue;
      if (overlaps(start, end, other.start, lessonEnd(other))) {
        const who = other.tutorId === tutorId ? tutor.name : student.name;
        throw new BookingError(`${who} already has lesson ${other.id} then`);
      }
    }
    const lesson: Lesson = {
      id: `L${String(this.nextId++).padStart(4, "0")}`,
      tutorId,
      studentId,
      subject,
      start,
      minutes,
      status: "booked",
    };
    this.lessons.set(lesson.id, lesson);
    return lesson;
  }

  get(id: string): Lesson {
    const lesson = this.lessons.get(id);
    if (!lesson) throw new BookingError(`no lesson ${id}`);
    return lesson;
  }

  cancel(id: string, at: Date): Lesson {
    const lesson = this.get(id);
    if (lesson.status !== "booked") {
      throw new BookingError(`lesson ${id} is ${lesson.status}`);
    }
    lesson.status = "cancelled";
    lesson.cancelledAt = at;
    return lesson;
  }

  markTaught(id: string): Lesson {
    const lesson = this.get(id);
    if (lesson.status !== "booked") {
      throw new BookingError(`lesson ${id} is ${lesson.status}`);
    }
    lesson.status = "taught";
    return lesson;
  }

  /** Every lesson starting in the month, in order of start. */
  inMonth(month: string): Lesson[] {
    return [...this.lessons.values()]
      .filter((l) => monthKey(l.start) === month)
      .sort((a, b) => a.start.getTime() - b.start.getTime());
  }
}
