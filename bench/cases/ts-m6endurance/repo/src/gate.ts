// The verdict of a vet gate on one presentation.

import { parseClock } from './clock';
import type { Course, GateRecord } from './types';

export interface GateResult {
  loop: number;
  arrival: number; // seconds after midnight
  presentation: number;
  recovery: number; // seconds from arrival to presentation
  passed: boolean;
  code?: 'FTQ-ME' | 'FTQ-GA';
}

export function judgeGate(course: Course, record: GateRecord): GateResult {
  const arrival = parseClock(record.arrival);
  const presentation = parseClock(record.presentation);
  const recovery = presentation - arrival;
  if (recovery < 0) {
    throw new Error(`loop ${record.loop}: presented before arriving`);
  }
  const base = { loop: record.loop, arrival, presentation, recovery };
  // lameness first: a lame horse is out whatever its heart rate
  if (record.gait === 'irregular') {
    return { ...base, passed: false, code: 'FTQ-GA' };
  }
  if (record.heartRate > course.heartRate || recovery > course.maxRecoveryMinutes * 60) {
    return { ...base, passed: false, code: 'FTQ-ME' };
  }
  return { ...base, passed: true };
}
