import { Tutor } from "./catalogue";
import { Pence, percentOf, sum } from "./money";
import { DEFAULT_POLICY, Policy, PricedLesson } from "./pricing";

export interface PayoutLine {
  lessonId: string;
  earnedPence: Pence;
  commissionPence: Pence;
}

export interface TutorPayout {
  tutor: Tutor;
  lines: PayoutLine[];
  grossPence: Pence;
  commissionPence: Pence;
  netPence: Pence;
}

/** What a tutor earns for one lesson: what the family pays for it, less the agency's commission. */
export function payoutLine(priced: PricedLesson, policy: Policy = DEFAULT_POLICY): PayoutLine {
  const earned = priced.pricePence;
  return {
    lessonId: priced.lesson.id,
    earnedPence: earned,
    commissionPence: percentOf(earned, policy.commissionPercent),
  };
}

export function tutorPayout(tutor: Tutor, priced: PricedLesson[], policy: Policy = DEFAULT_POLICY): TutorPayout {
  const lines = priced
    .filter((p) => p.tutor.id === tutor.id)
    .filter((p) => p.pricePence > 0)
    .map((p) => payoutLine(p, policy));
  const grossPence = sum(lines.map((l) => l.earnedPence));
  const commissionPence = sum(lines.map((l) => l.commissionPence));
  return { tutor, lines, grossPence, commissionPence, netPence: grossPence - commissionPence };
}
