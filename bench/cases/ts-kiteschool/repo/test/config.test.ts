import { DEFAULTS, mergeConfig, resolveConfig } from '../src/config';

describe('config', () => {
  test('keeps the defaults without overrides', () => {
    expect(resolveConfig()).toEqual(DEFAULTS);
  });

  test('takes the overrides that are set', () => {
    const merged = mergeConfig(DEFAULTS, { maxStudents: 6, gustMargin: undefined });
    expect(merged.maxStudents).toBe(6);
    expect(merged.gustMargin).toBe(10);
  });

  test('refuses a window with no room', () => {
    expect(() => resolveConfig({ minWind: 25 })).toThrow(/minWind/);
  });
});
