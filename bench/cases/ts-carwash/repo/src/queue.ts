// Who goes into which bay, and when.

import { parseTime } from "./clock";
import { washMinutes, type Extra, type Programme, type Vehicle } from "./programmes";

export interface Arrival {
  plate: string;
  /** "HH:MM" */
  at: string;
  vehicle: Vehicle;
  programme: Programme;
  extras?: Extra[];
}

export interface Slot {
  plate: string;
  bay: number;
  /** Minutes after midnight. */
  arrived: number;
  start: number;
  finish: number;
  waited: number;
}

/**
 * Plans the day's arrivals into `bays` bays, first come first served: each
 * car takes the bay that comes free first (the lowest-numbered on a tie)
 * and starts when it arrives or when that bay is free, whichever is later.
 */
export function plan(arrivals: Arrival[], bays: number): Slot[] {
  if (bays < 1) throw new Error("need at least one bay");
  const freeAt: number[] = new Array(bays).fill(0);
  const ordered = [...arrivals].sort((a, b) => parseTime(a.at) - parseTime(b.at));
  const slots: Slot[] = [];
  for (const a of ordered) {
    const arrived = parseTime(a.at);
    let bay = 0;
    for (let i = 1; i < bays; i++) {
      if (freeAt[i] < freeAt[bay]) bay = i;
    }
    const start = Math.max(arrived, freeAt[bay]);
    const finish = start + washMinutes(a.programme, a.vehicle, a.extras ?? []);
    freeAt[bay] = finish;
    slots.push({ plate: a.plate, bay: bay + 1, arrived, start, finish, waited: start - arrived });
  }
  return slots;
}

/** Longest and average wait over a plan, minutes. */
export function waits(slots: Slot[]): { longest: number; average: number } {
  if (slots.length === 0) return { longest: 0, average: 0 };
  const total = slots.reduce((sum, s) => sum + s.waited, 0);
  return {
    longest: Math.max(...slots.map((s) => s.waited)),
    average: total / slots.length,
  };
}
