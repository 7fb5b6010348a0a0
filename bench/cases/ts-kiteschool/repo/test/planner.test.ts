import { Hour } from '../src/forecast';
import { planSlots } from '../src/planner';

const day: Hour[] = [
  { hour: 9, wind: 10, gust: 14, direction: 240 },
  { hour: 10, wind: 13, gust: 18, direction: 240 },
  { hour: 11, wind: 16, gust: 22, direction: 250 },
  { hour: 12, wind: 18, gust: 24, direction: 250 },
  { hour: 13, wind: 19, gust: 26, direction: 260 },
  { hour: 14, wind: 21, gust: 33, direction: 260 },
  { hour: 15, wind: 17, gust: 22, direction: 90 },
  { hour: 16, wind: 15, gust: 20, direction: 90 },
];

describe('planSlots', () => {
  test('runs the slots with wind in the window', () => {
    expect(planSlots(day, [9, 11, 13, 15])).toEqual([
      { start: 9, verdict: 'too light' },
      { start: 11, verdict: 'go' },
      { start: 13, verdict: 'gusty' },
      { start: 15, verdict: 'offshore' },
    ]);
  });

  test('a beginners day with a lower top wind', () => {
    expect(planSlots(day, [10, 11, 12], { maxWind: 18 })).toEqual([
      { start: 10, verdict: 'go' },
      { start: 11, verdict: 'go' },
      { start: 12, verdict: 'too strong' },
    ]);
  });

  test('refuses a slot past the forecast', () => {
    expect(() => planSlots(day, [16])).toThrow(/16:00/);
  });
});
