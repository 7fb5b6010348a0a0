'use strict';

const { createJobService } = require('../src/service');
const { sampleStore } = require('./fixtures');

describe('job service', () => {
  test('quote for a private customer, no rush', () => {
    const service = createJobService(sampleStore());
    expect(service.quote(1)).toEqual({ jobId: 1, title: 'Parish records 1840-1860', rush: false, pence: 2380 });
  });

  test('quote for a trade customer on a rush job', () => {
    const service = createJobService(sampleStore());
    expect(service.quote(2)).toEqual({ jobId: 2, title: 'Poems, second printing', rush: true, pence: 17719 });
  });

  test('quote for a missing job is an error', () => {
    const service = createJobService(sampleStore());
    expect(() => service.quote(99)).toThrow('no job 99');
  });

  test('statement lists the jobs by due date with a total', () => {
    const service = createJobService(sampleStore());
    const statement = service.statement(2);
    expect(statement.customer).toBe('Ada Marsh');
    expect(statement.lines.map((line) => line.jobId)).toEqual([4, 1]);
    expect(statement.lines.map((line) => line.pence)).toEqual([1263, 2380]);
    expect(statement.totalPence).toBe(3643);
  });

  test('a trade statement takes the discount on every line', () => {
    const service = createJobService(sampleStore());
    const statement = service.statement(1);
    expect(statement.lines.map((line) => line.pence)).toEqual([17719, 7209]);
    expect(statement.totalPence).toBe(24928);
  });
});
