const { instrument, tuning } = require('../src/instruments');
const { stringSet, balance } = require('../src/stringset');

const TENS = [46, 36, 26, 17, 13, 10];

describe('string sets', () => {
  test('10-46 on a 25.5 inch scale in standard tuning', () => {
    const set = stringSet(instrument('strat'), tuning('standard'), TENS);
    expect(set.strings.map((s) => s.tension)).toEqual([17.5, 19.6, 18.4, 16.6, 15.4, 16.2]);
    expect(set.total).toBe(103.7);
    expect(set.strings[0]).toEqual({ string: 6, note: 'E2', gauge: '46', tension: 17.5 });
  });

  test('a shorter scale and drop D slacken the set', () => {
    const set = stringSet(instrument('lespaul'), tuning('dropD'), TENS);
    expect(set.total).toBe(94.3);
    expect(set.strings[0].tension).toBe(13.1);
  });

  test('balance is the spread between strings', () => {
    const set = stringSet(instrument('strat'), tuning('standard'), TENS);
    expect(balance(set)).toBe(4.2);
  });

  test('one gauge per note', () => {
    expect(() => stringSet(instrument('strat'), tuning('standard'), [46, 36])).toThrow(
      '6 notes but 2 gauges',
    );
    expect(() => instrument('ukulele')).toThrow('unknown instrument');
  });
});
