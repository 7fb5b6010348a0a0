// A firing schedule: segments that ramp to a temperature and hold there, run in a given kiln.

import { createKiln, type Kiln } from "./kiln";

export interface Segment {
  /** target temperature, °C */
  to: number;
  /** programmed rate, °C per hour */
  rate: number;
  /** minutes held at the target */
  hold?: number;
}

export interface Step {
  from: number;
  to: number;
  rate: number;
  minutes: number;
}

export const ROOM = 20;

export function rampMinutes(from: number, to: number, rate: number): number {
  return Math.round((Math.abs(to - from) / rate) * 60);
}

export function planFiring(segments: Segment[], kiln: Kiln = createKiln()): Step[] {
  const steps: Step[] = [];
  let at = ROOM;
  for (const seg of segments) {
    if (seg.rate <= 0) throw new RangeError(`segment to ${seg.to}: rate must be positive`);
    const rate = seg.to >= at ? kiln.heatingRate(seg.rate) : kiln.coolingRate(seg.rate);
    steps.push({ from: at, to: seg.to, rate, minutes: rampMinutes(at, seg.to, rate) + (seg.hold ?? 0) });
    at = seg.to;
  }
  return steps;
}

export function totalMinutes(segments: Segment[], kiln?: Kiln): number {
  return planFiring(segments, kiln).reduce((sum, step) => sum + step.minutes, 0);
}

export function peak(segments: Segment[]): number {
  return segments.reduce((max, seg) => Math.max(max, seg.to), ROOM);
}
