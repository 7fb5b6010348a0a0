import { addDays, daysBetween } from "./dates";
import { styleOf } from "./styles";
import type { Wheel } from "./wheel";

export type Task = "turn" | "wash";

export interface CareEntry {
  wheel: string;
  task: Task;
  on: string;
}

export interface Due {
  wheel: string;
  task: Task;
  /** The day it fell due; earlier than today when the round is late. */
  since: string;
}

function lastDone(log: CareEntry[], wheel: Wheel, task: Task): string {
  let last = wheel.madeOn;
  for (const entry of log) {
    if (entry.wheel === wheel.id && entry.task === task && daysBetween(last, entry.on) > 0) {
      last = entry.on;
    }
  }
  return last;
}

function interval(wheel: Wheel, task: Task): number | undefined {
  const style = styleOf(wheel.style);
  return task === "turn" ? style.turnEveryDays : style.washEveryDays;
}

/** The turnings and washings due on `today`, by wheel id then task. */
export function dueOn(wheels: Wheel[], log: CareEntry[], today: string): Due[] {
  const due: Due[] = [];
  for (const wheel of wheels) {
    for (const task of ["turn", "wash"] as Task[]) {
      const every = interval(wheel, task);
      if (every === undefined) {
        continue;
      }
      const next = addDays(lastDone(log, wheel, task), every);
      if (daysBetween(next, today) >= 0) {
        due.push({ wheel: wheel.id, task, since: next });
      }
    }
  }
  return due.sort((a, b) => (a.wheel === b.wheel ? a.task.localeCompare(b.task) : a.wheel.localeCompare(b.wheel)));
}
