import { Diary } from "./booking";
import { Student, Tutor } from "./catalogue";
import { FamilyInvoice, familyInvoice } from "./invoice";
import { Pence, sum } from "./money";
import { TutorPayout, tutorPayout } from "./payouts";
import { DEFAULT_POLICY, Policy, PricedLesson, priceLesson } from "./pricing";

export interface MonthSummary {
  month: string;
  lessons: number;
  billedPence: Pence;
  paidToTutorsPence: Pence;
  marginPence: Pence;
}

export class Agency {
  readonly tutors = new Map<string, Tutor>();
  readonly students = new Map<string, Student>();
  readonly diary = new Diary(this.tutors, this.students);

  constructor(readonly policy: Policy = DEFAULT_POLICY) {}

  addTutor(tutor: Tutor): Tutor {
    this.tutors.set(tutor.id, tutor);
    return tutor;
  }

  addStudent(student: Student): Student {
    this.students.set(student.id, student);
    return student;
  }

  priceMonth(month: string): PricedLesson[] {
    return this.diary.inMonth(month).map((lesson) =>
      priceLesson(lesson, this.tutors.get(lesson.tutorId)!, this.students.get(lesson.studentId)!, this.policy),
    );
  }

  invoices(month: string): FamilyInvoice[] {
    const priced = this.priceMonth(month);
    const families = [...new Set(priced.map((p) => p.student.family))].sort();
    return families.map((family) => familyInvoice(family, month, priced));
  }

  payouts(month: string): TutorPayout[] {
    const priced = this.priceMonth(month);
    return [...this.tutors.values()]
      .map((tutor) => tutorPayout(tutor, priced, this.policy))
      .filter((payout) => payout.lines.length > 0);
  }

  summary(month: string): MonthSummary {
    const billedPence = sum(this.invoices(month).map((i) => i.totalPence));
    const paidToTutorsPence = sum(this.payouts(month).map((p) => p.netPence));
    return {
      month,
      lessons: this.diary.inMonth(month).filter((l) => l.status !== "cancelled").length,
      billedPence,
      paidToTutorsPence,
      marginPence: billedPence - paidToTutorsPence,
    };
  }
}
