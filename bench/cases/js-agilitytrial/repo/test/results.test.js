'use strict';

const assert = require('assert');
const { classResults } = require('../lib/results');

const seniorJumping = {
  name: 'Senior Jumping',
  grade: 'senior',
  length: 160,
  runs: [
    { number: 11, dog: 'Moss', handler: 'A. Reid', time: 36.12, marks: {} },
    { number: 12, dog: 'Pip', handler: 'J. Lowe', time: 33.48, marks: { poles: 1 } },
    { number: 13, dog: 'Fly', handler: 'K. Shah', time: 34.9, marks: {} },
    { number: 14, dog: 'Skye', handler: 'M. Ellis', time: 31.2, marks: { refusals: 3 } },
    { number: 15, dog: 'Nell', handler: 'R. Patel', time: 41.5, marks: {} },
  ],
};

describe('classResults', () => {
  it('places clear rounds before faulted ones, fastest first', () => {
    const { placed } = classResults(seniorJumping);
    assert.deepStrictEqual(
      placed.map((r) => [r.place, r.dog]),
      [
        [1, 'Fly'],
        [2, 'Moss'],
        [3, 'Nell'],
        [4, 'Pip'],
      ],
    );
  });

  it('adds time faults to course faults', () => {
    const { sct, placed } = classResults(seniorJumping);
    assert.strictEqual(sct, 40);
    const nell = placed.find((r) => r.dog === 'Nell');
    assert.strictEqual(nell.faults, 1.5);
  });

  it('leaves eliminated runs off the board', () => {
    const { placed } = classResults(seniorJumping);
    assert.ok(!placed.some((r) => r.dog === 'Skye'));
  });
});
