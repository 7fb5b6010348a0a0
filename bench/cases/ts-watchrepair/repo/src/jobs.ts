/**
 * The job book: watches in for service, when they were promised, and where they are.
 */
import { ServiceLevel } from './quote';

export type Status = 'waiting' | 'in-progress' | 'regulating' | 'ready' | 'collected';

export interface Job {
  ticket: number;
  customer: string;
  watch: string;
  calibre: string;
  level: ServiceLevel;
  /** Intake date, YYYY-MM-DD. */
  intake: string;
  status: Status;
}

/** Working days from intake to the promised date. */
export const TURNAROUND_DAYS: Record<ServiceLevel, number> = {
  regulate: 2,
  basic: 10,
  full: 20,
  restoration: 40,
};

const NEXT_STATUS: Record<Status, Status[]> = {
  waiting: ['in-progress'],
  'in-progress': ['regulating', 'waiting'],
  regulating: ['ready', 'in-progress'],
  ready: ['collected'],
  collected: [],
};

function parseDate(iso: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) {
    throw new Error(`bad date: ${iso}`);
  }
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

function formatDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function isWorkingDay(iso: string): boolean {
  const day = parseDate(iso).getUTCDay();
  return day !== 0 && day !== 6;
}

export function addWorkingDays(iso: string, days: number): string {
  const date = parseDate(iso);
  let added = 0;
  while (added < days) {
    date.setUTCDate(date.getUTCDate() + 1);
    if (isWorkingDay(formatDate(date))) {
      added += 1;
    }
  }
  return formatDate(date);
}

export function promisedDate(job: Job): string {
  return addWorkingDays(job.intake, TURNAROUND_DAYS[job.level]);
}

export function isOverdue(job: Job, today: string): boolean {
  if (job.status === 'ready' || job.status === 'collected') {
    return false;
  }
  return promisedDate(job) < today;
}

export function overdue(jobs: Job[], today: string): Job[] {
  return jobs.filter((job) => isOverdue(job, today)).sort((a, b) => a.ticket - b.ticket);
}

/** Waiting jobs in the order they should come onto the bench. */
export function benchQueue(jobs: Job[]): Job[] {
  return jobs
    .filter((job) => job.status === 'waiting')
    .map((job) => ({ job, due: promisedDate(job) }))
    .sort((a, b) => (a.due === b.due ? a.job.ticket - b.job.ticket : a.due < b.due ? -1 : 1))
    .map(({ job }) => job);
}

export function advance(job: Job, status: Status): Job {
  if (!NEXT_STATUS[job.status].includes(status)) {
    throw new Error(`ticket ${job.ticket}: cannot go from ${job.status} to ${status}`);
  }
  return { ...job, status };
}
