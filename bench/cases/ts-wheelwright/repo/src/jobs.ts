// The job board: work in hand, in order, booked onto working days.

export interface Job {
  id: string;
  customer: string;
  hours: number;
  due: string; // YYYY-MM-DD
  urgent?: boolean;
}

export interface Booking {
  jobId: string;
  date: string;
  hours: number;
}

export interface Plan {
  bookings: Booking[];
  finishes: Record<string, string>; // job id -> date the last hour is worked
  late: string[]; // ids of jobs finishing after their due date
}

/** A working day at the bench. */
export const HOURS_PER_DAY = 7.5;

function parseDate(s: string): Date {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) {
    throw new RangeError(`not a date: ${s}`);
  }
  return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
}

function formatDate(d: Date): string {
  return d.toISOString().slice(0, 10);
}

function isWorkingDay(d: Date): boolean {
  const day = d.getUTCDay();
  return day !== 0 && day !== 6;
}

function nextWorkingDay(d: Date): Date {
  const n = new Date(d.getTime());
  do {
    n.setUTCDate(n.getUTCDate() + 1);
  } while (!isWorkingDay(n));
  return n;
}

/** Urgent jobs first, then by due date, then in the order they were taken. */
export function orderJobs(jobs: Job[]): Job[] {
  return jobs
    .map((job, i) => ({ job, i }))
    .sort((a, b) => {
      if (!!a.job.urgent !== !!b.job.urgent) {
        return a.job.urgent ? -1 : 1;
      }
      if (a.job.due !== b.job.due) {
        return a.job.due < b.job.due ? -1 : 1;
      }
      return a.i - b.i;
    })
    .map((x) => x.job);
}

/**
 * Books the jobs one after another onto working days from `start` (or the next working day if
 * `start` is a weekend), filling each day to HOURS_PER_DAY.
 */
export function plan(jobs: Job[], start: string): Plan {
  let day = parseDate(start);
  if (!isWorkingDay(day)) {
    day = nextWorkingDay(day);
  }
  let left = HOURS_PER_DAY;
  const bookings: Booking[] = [];
  const finishes: Record<string, string> = {};
  const late: string[] = [];
  for (const job of orderJobs(jobs)) {
    if (!(job.hours > 0)) {
      throw new RangeError(`job ${job.id}: hours must be positive`);
    }
    let todo = job.hours;
    while (todo > 0) {
      if (left === 0) {
        day = nextWorkingDay(day);
        left = HOURS_PER_DAY;
      }
      const h = Math.min(todo, left);
      bookings.push({ jobId: job.id, date: formatDate(day), hours: h });
      todo -= h;
      left -= h;
    }
    finishes[job.id] = formatDate(day);
    if (finishes[job.id] > job.due) {
      late.push(job.id);
    }
  }
  return { bookings, finishes, late };
}
