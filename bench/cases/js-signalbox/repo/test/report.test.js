'use strict';

const { shiftReport } = require('../src/report');
const { reportOptions, DEFAULT_REPORT } = require('../src/options');
const { morningRegister } = require('./fixtures');

describe('shift report', () => {
  test('refuses an option it does not know', () => {
    expect(() => reportOptions({ colour: true })).toThrow('unknown report option: colour');
  });

  test('takes a title, columns and a threshold from the caller', () => {
    const text = shiftReport(morningRegister(), { title: 'Box B', columns: ['headcode', 'actual'], lateThreshold: 1 });
    expect(text).toBe(['Box B', 'Train  Arr', '2K05   09:13', '1A30   09:47', '2K07   --', 'Late (1+ min): 2K05, 1A30'].join('\n'));
  });

  test('prints the 12-hour clock when asked', () => {
    const text = shiftReport(morningRegister(), { columns: ['headcode', 'due'], clock: '12h' });
    expect(text.split('\n').slice(1, 3)).toEqual(['Train  Due', '2K05   9.12am']);
  });

  test('prints the default columns and the late trains', () => {
    expect(shiftReport(morningRegister())).toBe(
      [
        'Train register',
        'Train  Due    Arr    Plat',
        '2K05   09:12  09:13  1',
        '1A30   09:40  09:47  2',
        '2K07   10:12  --     1',
        'Late (3+ min): 1A30',
      ].join('\n'),
    );
    expect(DEFAULT_REPORT.columns).toEqual(['headcode', 'due', 'actual', 'platform']);
  });
});
