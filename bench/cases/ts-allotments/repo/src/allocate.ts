/** Offering the vacant plots down the waiting list. */
import { type Plot, rentPence, vacantPlots } from "./plots";
import { type Applicant, waitingOrder } from "./queue";

/** Rent per square metre a year, in pence. */
export const RENT_PENCE_PER_M2 = 35;

export interface Offer {
  plot: string;
  applicant: string;
  rentPence: number;
}

export interface Allocation {
  offers: Offer[];
  /** Members still waiting, in list order. */
  waiting: string[];
  /** Vacant plots nobody on the list was offered. */
  unlet: string[];
}

export function allocate(plots: Plot[], applicants: Applicant[], today: string): Allocation {
  const free = vacantPlots(plots, today);
  const offers: Offer[] = [];
  const waiting: string[] = [];
  for (const applicant of waitingOrder(applicants, today)) {
    const at = free.findIndex((p) => applicant.site === undefined || p.site === applicant.site);
    if (at < 0) {
      waiting.push(applicant.name);
      continue;
    }
    const [plot] = free.splice(at, 1);
    offers.push({ plot: plot.id, applicant: applicant.name, rentPence: rentPence(plot, RENT_PENCE_PER_M2) });
  }
  return { offers, waiting, unlet: free.map((p) => p.id) };
}
