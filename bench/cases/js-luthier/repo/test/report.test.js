const { instrument, tuning } = require('../src/instruments');
const { stringSet } = require('../src/stringset');
const { setSheet } = require('../src/report');

describe('report', () => {
  test('the set sheet', () => {
    const set = stringSet(instrument('strat'), tuning('standard'), [46, 36, '26w', 17, 13, 10]);
    expect(setSheet(set)).toBe(
      [
        'String set for strat',
        '  6  E2    .046   17.5 lb',
        '  5  A2    .036   19.6 lb',
        '  4  D3    .026   18.4 lb',
        '  3  G3    .017   16.6 lb',
        '  2  B3    .013   15.4 lb',
        '  1  E4    .010   16.2 lb',
        '  total 103.7 lb',
      ].join('\n'),
    );
  });
});
