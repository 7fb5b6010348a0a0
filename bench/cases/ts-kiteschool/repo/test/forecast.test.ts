import { fromFeed, toKnots } from '../src/forecast';

describe('forecast', () => {
  test('converts speeds to knots', () => {
    expect(toKnots(20, 'kn')).toBe(20);
    expect(toKnots(20, 'mph')).toBe(17.4);
    expect(toKnots(30, 'kmh')).toBe(16.2);
  });

  test('reads the feed', () => {
    expect(fromFeed([{ time: '09:00', speed: 23, gust: 35, dir: 250, unit: 'mph' }])).toEqual([
      { hour: 9, wind: 20, gust: 30.4, direction: 250 },
    ]);
  });
});
