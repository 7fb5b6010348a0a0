/** The waiting list: who is on it, and in what order plots are offered. */
import { daysBetween } from "./dates";

export interface Applicant {
  name: string;
  appliedOn: string;
  /** Paid-up membership runs to this date; a lapsed member is skipped. */
  membershipEnds: string;
  /** Only a plot on this site will do. */
  site?: string;
}

export function isMember(applicant: Applicant, today: string): boolean {
  return applicant.membershipEnds >= today;
}

/** Members on the list, longest waiting first (by name on the same day). */
export function waitingOrder(applicants: Applicant[], today: string): Applicant[] {
  return applicants
    .filter((a) => isMember(a, today))
    .sort((a, b) => a.appliedOn.localeCompare(b.appliedOn) || a.name.localeCompare(b.name));
}

export function waitedDays(applicant: Applicant, today: string): number {
  return daysBetween(applicant.appliedOn, today);
}
