import type { Job } from './types';
import { leafFor } from './leaf';
import { booksFor, leavesFor } from './coverage';
import { needsSealing } from './tarnish';
import { tackWindow } from './size';

export const LABOUR_PENCE_PER_LEAF = 120;
export const SEALING_PENCE_PER_M2 = 2500;

export interface Estimate {
  leaves: number;
  books: number;
  leafPence: number;
  labourPence: number;
  sealingPence: number;
  totalPence: number;
  /** Minutes between sizing and laying leaf at the given workshop temperature. */
  waitMin: number;
  notes: string[];
}

export function estimate(job: Job, workshopC = 20): Estimate {
  const leaf = leafFor(job.leaf);
  const notes: string[] = [];
  let leaves = 0;
  let areaMm2 = 0;
  for (const s of job.surfaces) {
    leaves += leavesFor(s, leaf);
    areaMm2 += s.widthMm * s.heightMm;
  }
  const books = booksFor(leaves, leaf);
  const leafPence = books * leaf.bookPence;
  const labourPence = leaves * LABOUR_PENCE_PER_LEAF;
  let sealingPence = 0;
  if (needsSealing(job.leaf, job.outdoor)) {
    sealingPence = Math.round((areaMm2 / 1_000_000) * SEALING_PENCE_PER_M2);
    notes.push('seal with shellac');
  }
  if (job.outdoor && !leaf.transfer) notes.push('loose leaf outdoors: ask for transfer leaf');
  const window = tackWindow(job.size, workshopC);
  return {
    leaves,
    books,
    leafPence,
    labourPence,
    sealingPence,
    totalPence: leafPence + labourPence + sealingPence,
    waitMin: window.openMin,
    notes,
  };
}
