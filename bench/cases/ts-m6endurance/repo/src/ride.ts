// One combination's ride: its loops, its gates and how it ended.

import { parseClock } from './clock';
import { judgeGate, type GateResult } from './gate';
import type { Course, Entry, Outcome } from './types';

export interface LoopTime {
  loop: number;
  km: number;
  start: number; // seconds after midnight
  time: number; // seconds from the loop's start to arrival at its gate
  speed: number; // km/h
}

export interface RideResult {
  entry: Entry;
  loops: LoopTime[];
  gates: GateResult[];
  km: number;
  rideTime: number; // seconds: start to finish less the holds
  speed: number; // km/h over the ride time
  outcome: Outcome;
}

const kmh = (km: number, seconds: number) => (seconds > 0 ? km / (seconds / 3600) : 0);

export function rideResult(course: Course, entry: Entry): RideResult {
  const loops: LoopTime[] = [];
  const gates: GateResult[] = [];
  let start = parseClock(entry.start);
  let held = 0;
  let outcome: Outcome | null = null;
  for (const record of entry.gates) {
    const loop = course.loops.find((l) => l.number === record.loop);
    if (!loop) throw new Error(`#${entry.number}: no loop ${record.loop} on ${course.name}`);
    const gate = judgeGate(course, record);
    const time = gate.arrival - start;
    loops.push({ loop: loop.number, km: loop.km, start, time, speed: kmh(loop.km, time) });
    gates.push(gate);
    if (!gate.passed) {
      outcome = { status: 'eliminated', code: gate.code!, loop: loop.number };
      break;
    }
    const last = loop.number === course.loops.length;
    if (!last) {
      const hold = course.holdMinutes * 60;
      start = gate.presentation + hold;
      held += hold;
    }
  }
  const km = loops.reduce((sum, l) => sum + l.km, 0);
  const finished = loops.length === course.loops.length && outcome === null;
  const rideTime = loops.length ? gates[gates.length - 1].arrival - parseClock(entry.start) - held : 0;
  const speed = kmh(km, rideTime);
  if (outcome === null) {
    if (entry.retired || !finished) {
      outcome = { status: 'retired', loop: Math.min(loops.length + 1, course.loops.length) };
    } else if (speed < course.minSpeed || (course.maxSpeed !== undefined && speed > course.maxSpeed)) {
      outcome = { status: 'out-of-time' };
    } else {
      outcome = { status: 'completed' };
    }
  }
  return { entry, loops, gates, km, rideTime, speed, outcome };
}
