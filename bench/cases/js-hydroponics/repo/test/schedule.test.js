import { describe, it, expect } from 'vitest';
import { stageForWeek, lastWeek, feedSchedule, DEFAULT_CALENDAR } from '../src/schedule.js';

describe('schedule', () => {
  it('finds the stage of a week', () => {
    expect(stageForWeek(1)).toBe('seedling');
    expect(stageForWeek(6)).toBe('veg');
    expect(stageForWeek(7)).toBe('flower');
    expect(stageForWeek(15)).toBe(null);
  });

  it('knows the last week of the calendar', () => {
    expect(lastWeek()).toBe(14);
    expect(lastWeek(DEFAULT_CALENDAR.slice(0, 2))).toBe(6);
  });

  it('gives one recipe per week', () => {
    const weeks = feedSchedule();
    expect(weeks).toHaveLength(14);
    expect(weeks.map((w) => w.recipe.stage).slice(0, 3)).toEqual(['seedling', 'seedling', 'veg']);
  });

  it('feeds flower at full strength in the middle of flowering', () => {
    const week9 = feedSchedule().find((w) => w.week === 9);
    expect(week9.recipe.targetEc).toBe(2.0);
    expect(week9.recipe.ml).toEqual({ a: 1.8, b: 2.4, calmag: 0.5 });
  });

  it('skips weeks the calendar leaves out', () => {
    const calendar = [{ from: 1, to: 2, stage: 'veg' }, { from: 4, to: 4, stage: 'flower' }];
    expect(feedSchedule(calendar).map((w) => w.week)).toEqual([1, 2, 4]);
  });
});
