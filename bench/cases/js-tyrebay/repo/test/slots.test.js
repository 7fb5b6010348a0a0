'use strict';

const assert = require('node:assert/strict');
const { BayDiary, jobMinutes, toMinutes, formatTime } = require('../lib/slots');

describe('slots', () => {
  it('converts times of day', () => {
    assert.equal(toMinutes('08:00'), 480);
    assert.equal(toMinutes('9:05'), 545);
    assert.equal(formatTime(545), '09:05');
    assert.throws(() => toMinutes('24:00'), /not a time of day/);
  });

  it('sizes a job by its tyres', () => {
    assert.equal(jobMinutes(1), 30);
    assert.equal(jobMinutes(4), 60);
  });

  it('fills the first bay, then the next', () => {
    const diary = new BayDiary(['A', 'B']);
    diary.add('A', '08:00', 60, 'x');
    assert.deepEqual(diary.firstFree(30), { bay: 'B', start: '08:00' });
  });

  it('puts a job straight after the one before it', () => {
    const diary = new BayDiary(['A']);
    diary.add('A', '08:00', 40, 'x');
    assert.deepEqual(diary.firstFree(30), { bay: 'A', start: '08:40' });
  });

  it('fits a job into a gap that is exactly long enough', () => {
    const diary = new BayDiary(['A']);
    diary.add('A', '08:00', 30, 'x');
    diary.add('A', '09:00', 60, 'y');
    assert.deepEqual(diary.firstFree(30), { bay: 'A', start: '08:30' });
    assert.deepEqual(diary.firstFree(40), { bay: 'A', start: '10:00' });
  });

  it('keeps jobs inside opening hours', () => {
    const diary = new BayDiary(['A']);
    assert.equal(diary.isFree('A', '07:50', 30), false);
    assert.equal(diary.isFree('A', '17:00', 30), true);
    assert.equal(diary.isFree('A', '17:10', 30), false);
    assert.equal(diary.firstFree(60, '17:00'), undefined);
  });

  it('frees a bay when a job is removed', () => {
    const diary = new BayDiary(['A']);
    diary.add('A', '08:00', 60, 'x');
    assert.equal(diary.remove('x'), true);
    assert.equal(diary.remove('x'), false);
    assert.deepEqual(diary.firstFree(60), { bay: 'A', start: '08:00' });
  });
});
