'use strict';

const assert = require('assert');
const { standardCourseTime, timeFaults, speedFor } = require('../lib/course');

describe('course', () => {
  it('rounds the standard course time up', () => {
    assert.strictEqual(standardCourseTime(160, 'senior'), 40);
    assert.strictEqual(standardCourseTime(161, 'senior'), 41);
    assert.strictEqual(standardCourseTime(150, 'novice'), 43);
  });

  it('has no time faults inside the SCT', () => {
    assert.strictEqual(timeFaults(39.99, 40), 0);
    assert.strictEqual(timeFaults(40, 40), 0);
  });

  it('counts time faults over the SCT', () => {
    assert.strictEqual(timeFaults(42.37, 40), 2.37);
  });

  it('refuses an unknown grade', () => {
    assert.throws(() => speedFor('puppy'), /unknown grade/);
  });
});
