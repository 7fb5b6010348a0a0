import { describe, expect, it } from 'vitest';
import { judgeGate } from '../src/gate';
import { RHAYADER } from './fixtures';

const record = { loop: 1, arrival: '09:00:00', presentation: '09:12:00', heartRate: 60, gait: 'regular' as const };

describe('judgeGate', () => {
  it('passes a recovered, sound horse', () => {
    const gate = judgeGate(RHAYADER, record);
    expect(gate).toEqual({ loop: 1, arrival: 32400, presentation: 33120, recovery: 720, passed: true });
  });

  it('the heart rate criterion is inclusive', () => {
    expect(judgeGate(RHAYADER, { ...record, heartRate: 64 }).passed).toBe(true);
    expect(judgeGate(RHAYADER, { ...record, heartRate: 65 })).toMatchObject({ passed: false, code: 'FTQ-ME' });
  });

  it('a presentation after the maximum recovery is metabolic', () => {
    expect(judgeGate(RHAYADER, { ...record, presentation: '09:20:00' }).passed).toBe(true);
    expect(judgeGate(RHAYADER, { ...record, presentation: '09:20:01' })).toMatchObject({ code: 'FTQ-ME' });
  });

  it('lameness is judged before the heart rate', () => {
    expect(judgeGate(RHAYADER, { ...record, heartRate: 70, gait: 'irregular' })).toMatchObject({ code: 'FTQ-GA' });
  });

  it('refuses a presentation before the arrival', () => {
    expect(() => judgeGate(RHAYADER, { ...record, presentation: '08:59:00' })).toThrow(/presented before arriving/);
  });
});
