const { tensionLb, stringTension } = require('../src/tension');

describe('tension', () => {
  test('the formula', () => {
    // 1 lb/in at 1 inch and 1 Hz: 4 / 386.4
    expect(tensionLb(1, 1, 1)).toBeCloseTo(4 / 386.4, 10);
  });

  test('matches the published chart for a .010 high E on 25.5 inches', () => {
    expect(stringTension(10, 25.5, 'E4')).toBeCloseTo(16.2, 1);
  });

  test('a .046 low E on 25.5 inches', () => {
    expect(stringTension(46, 25.5, 'E2')).toBeCloseTo(17.5, 1);
  });
});
