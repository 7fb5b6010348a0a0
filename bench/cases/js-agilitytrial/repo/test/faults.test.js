'use strict';

const assert = require('assert');
const { courseFaults, isEliminated } = require('../lib/faults');

describe('faults', () => {
  it('adds five for each pole, refusal and contact', () => {
    assert.strictEqual(courseFaults({}), 0);
    assert.strictEqual(courseFaults({ poles: 1, refusals: 1 }), 10);
    assert.strictEqual(courseFaults({ contacts: 2 }), 10);
  });

  it('eliminates on three refusals or a wrong course', () => {
    assert.strictEqual(isEliminated({ refusals: 2 }), false);
    assert.strictEqual(isEliminated({ refusals: 3 }), true);
    assert.strictEqual(isEliminated({ wrongCourse: true }), true);
  });
});
