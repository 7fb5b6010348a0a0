import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { parseDate } from '../src/dates.js';
import { checkDiver, refresherDue } from '../src/eligibility.js';

const day = parseDate('2026-11-24');

function diver(fields) {
  return {
    id: 'X1',
    name: 'Test Diver',
    birth: parseDate('1985-04-02'),
    level: 'OW',
    loggedDives: 30,
    lastDive: parseDate('2026-08-10'),
    medicalUntil: parseDate('2027-03-01'),
    ...fields,
  };
}

describe('age', () => {
  test('a 12-year-old may dive, an 11-year-old may not', () => {
    assert.deepEqual(checkDiver(diver({ birth: parseDate('2014-11-24') }), day).reasons, []);
    assert.deepEqual(checkDiver(diver({ birth: parseDate('2014-11-25') }), day).reasons, ['under 12']);
  });
});

describe('certification and experience', () => {
  test('Open Water is enough', () => {
    assert.equal(checkDiver(diver({ level: 'OW' }), day).eligible, true);
    assert.equal(checkDiver(diver({ level: 'INSTR' }), day).eligible, true);
  });

  test('logged dives are not counted for reef dives', () => {
    assert.equal(checkDiver(diver({ loggedDives: 0 }), day).eligible, true);
  });
});

describe('refresher and medical', () => {
  test('a refresher after 12 months without diving', () => {
    assert.equal(checkDiver(diver({ lastDive: parseDate('2025-11-25') }), day).eligible, true);
    assert.deepEqual(checkDiver(diver({ lastDive: parseDate('2025-11-24') }), day).reasons, [
      'refresher: last dive 2025-11-24',
    ]);
  });

  test('refresherDue is null when the last dive is not known', () => {
    assert.equal(refresherDue(diver({ lastDive: null })), null);
    assert.equal(checkDiver(diver({ lastDive: null }), day).eligible, true);
  });

  test('a medical statement in date', () => {
    assert.deepEqual(checkDiver(diver({ medicalUntil: null }), day).reasons, ['no medical statement']);
    assert.deepEqual(checkDiver(diver({ medicalUntil: parseDate('2026-11-23') }), day).reasons, [
      'medical expired 2026-11-23',
    ]);
    assert.equal(checkDiver(diver({ medicalUntil: day }), day).eligible, true);
  });

  test('every reason is listed', () => {
    const result = checkDiver(
      diver({
        birth: parseDate('2015-01-01'),
        lastDive: parseDate('2025-06-01'),
        medicalUntil: parseDate('2026-10-01'),
      }),
      day,
    );
    assert.equal(result.eligible, false);
    assert.deepEqual(result.reasons, [
      'under 12',
      'refresher: last dive 2025-06-01',
      'medical expired 2026-10-01',
    ]);
  });
});
