import { addWorkingDays, advance, benchQueue, isWorkingDay, overdue, promisedDate } from '../src/jobs';
import { job } from './fixtures';

describe('working days', () => {
  it('skips weekends', () => {
    expect(isWorkingDay('2024-03-08')).toBe(true);
    expect(isWorkingDay('2024-03-09')).toBe(false);
    expect(addWorkingDays('2024-03-08', 1)).toBe('2024-03-11');
    expect(addWorkingDays('2024-03-04', 10)).toBe('2024-03-18');
    expect(addWorkingDays('2024-03-09', 1)).toBe('2024-03-11');
    expect(addWorkingDays('2024-03-04', 0)).toBe('2024-03-04');
  });

  it('rejects a malformed date', () => {
    expect(() => addWorkingDays('4/3/2024', 2)).toThrow('bad date: 4/3/2024');
  });
});

describe('job book', () => {
  it('promises by the service level', () => {
    expect(promisedDate(job())).toBe('2024-04-01');
    expect(promisedDate(job({ level: 'regulate' }))).toBe('2024-03-06');
  });

  it('finds overdue jobs that are not finished', () => {
    const jobs = [
      job({ ticket: 3, level: 'regulate' }),
      job({ ticket: 1, level: 'regulate', status: 'ready' }),
      job({ ticket: 2, level: 'basic', status: 'in-progress' }),
      job({ ticket: 4 }),
    ];
    expect(overdue(jobs, '2024-03-20').map((j) => j.ticket)).toEqual([2, 3]);
  });

  it('queues waiting jobs by promised date, then ticket', () => {
    const jobs = [
      job({ ticket: 10, level: 'restoration', intake: '2024-01-02' }),
      job({ ticket: 12, level: 'basic', intake: '2024-03-01' }),
      job({ ticket: 11, level: 'basic', intake: '2024-03-01' }),
      job({ ticket: 13, level: 'regulate', status: 'in-progress' }),
    ];
    expect(benchQueue(jobs).map((j) => j.ticket)).toEqual([10, 11, 12]);
  });

  it('moves jobs along the bench', () => {
    const started = advance(job(), 'in-progress');
    expect(started.status).toBe('in-progress');
    expect(advance(advance(started, 'regulating'), 'ready').status).toBe('ready');
    expect(() => advance(job(), 'ready')).toThrow('ticket 4711: cannot go from waiting to ready');
  });
});
