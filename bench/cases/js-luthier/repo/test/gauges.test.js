const { unitWeight } = require('../src/gauges');

describe('gauges', () => {
  test('plain and wound by size', () => {
    expect(unitWeight(10)).toBe(0.00002215);
    expect(unitWeight('46')).toBe(0.00038216);
  });

  test('a suffix picks the table', () => {
    expect(unitWeight('18p')).toBe(0.00007177);
    expect(unitWeight('26w')).toBe(0.00012671);
  });

  test('unknown gauges are errors', () => {
    expect(() => unitWeight('19')).toThrow('no unit weight for plain gauge 19');
    expect(() => unitWeight('.010')).toThrow('unreadable gauge');
  });
});
