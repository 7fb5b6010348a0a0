import { hhmm, minutes } from "./clock";

export type SessionKind = "open" | "glow" | "toddler";

export interface Session {
  id: string;
  kind: SessionKind;
  start: string;
  end: string;
  capacity: number;
}

export interface DayPlan {
  date: string; // YYYY-MM-DD
  opens: string;
  closes: string;
  sessionMinutes: number;
  checkMinutes: number;
  capacity: number;
  /** the kind of each session in order; sessions past the list's end are open */
  kinds?: SessionKind[];
}

/** Sessions with a safety check of the beds between each, none running past closing time. */
export function sessions(plan: DayPlan): Session[] {
  const close = minutes(plan.closes);
  const out: Session[] = [];
  let start = minutes(plan.opens);
  while (start + plan.sessionMinutes <= close) {
    const n = out.length;
    out.push({
      id: `${plan.date}#${n + 1}`,
      kind: plan.kinds?.[n] ?? "open",
      start: hhmm(start),
      end: hhmm(start + plan.sessionMinutes),
      capacity: plan.capacity,
    });
    start += plan.sessionMinutes + plan.checkMinutes;
  }
  return out;
}
