import { assess, bestGrade, describeFailure, gradeNamed, passes, regulationAdvice } from '../src/standards';
import { summarise } from '../src/timegrapher';
import { NEEDS_SERVICE, TIRED_CROWN_DOWN, WELL_REGULATED } from './fixtures';

describe('grades', () => {
  it('looks grades up by name', () => {
    expect(gradeNamed('adjusted').maxDelta).toBe(10);
    expect(() => gradeNamed('superlative')).toThrow('unknown grade: superlative');
  });

  it('passes a well regulated movement at chronometer grade', () => {
    const summary = summarise(WELL_REGULATED);
    expect(assess(summary, gradeNamed('chronometer'))).toEqual([]);
    expect(bestGrade(summary)?.name).toBe('chronometer');
  });

  it('holds a movement to its weakest position', () => {
    const summary = summarise(TIRED_CROWN_DOWN);
    expect(assess(summary, gradeNamed('adjusted'))).toEqual([{ check: 'amplitude', value: 226, limit: 230 }]);
    expect(passes(summary, gradeNamed('standard'))).toBe(true);
    expect(bestGrade(summary)?.name).toBe('standard');
  });

  it('lists every check a tired movement fails', () => {
    const failures = assess(summarise(NEEDS_SERVICE), gradeNamed('standard'));
    expect(failures.map((f) => f.check)).toEqual(['rate', 'amplitude', 'beat error']);
    expect(bestGrade(summarise(NEEDS_SERVICE))).toBeUndefined();
  });

  it('asks for enough positions', () => {
    const summary = summarise(NEEDS_SERVICE);
    expect(assess(summary, gradeNamed('chronometer'))[0]).toEqual({ check: 'positions', value: 4, limit: 5 });
  });

  it('sits on the limits, not past them', () => {
    const summary = { ...summarise(WELL_REGULATED), averageRate: 6, delta: 5, lowestAmplitude: 250, worstBeatError: 0.5 };
    expect(passes(summary, gradeNamed('chronometer'))).toBe(true);
    expect(passes({ ...summary, averageRate: -4.1 }, gradeNamed('chronometer'))).toBe(false);
  });
});

describe('describing failures', () => {
  it('gives the value, the side and the limit', () => {
    expect(describeFailure({ check: 'rate', value: 20.5, limit: 20 })).toBe('rate +20.5 s/d above 20 s/d');
    expect(describeFailure({ check: 'rate', value: -13, limit: -12 })).toBe('rate -13 s/d below -12 s/d');
    expect(describeFailure({ check: 'amplitude', value: 181, limit: 200 })).toBe('amplitude 181° below 200°');
    expect(describeFailure({ check: 'beat error', value: 2.1, limit: 1.5 })).toBe('beat error 2.1 ms above 1.5 ms');
    expect(describeFailure({ check: 'positions', value: 4, limit: 5 })).toBe('positions 4 below 5');
  });
});

describe('regulation advice', () => {
  it('sends a dry movement for cleaning before anything else', () => {
    expect(regulationAdvice(summarise(NEEDS_SERVICE))).toEqual([
      'amplitude too low to regulate: clean and oil the movement first',
    ]);
  });

  it('has nothing to add to a regulated movement', () => {
    expect(regulationAdvice(summarise(WELL_REGULATED))).toEqual([]);
  });

  it('puts the movement in beat and regulates it', () => {
    const summary = { ...summarise(TIRED_CROWN_DOWN), averageRate: 4.5, worstBeatError: 0.9, flatRate: 14, hangingRate: 1 };
    expect(regulationAdvice(summary)).toEqual([
      'put in beat (beat error 0.9 ms)',
      'flat and hanging rates differ by 13 s/d: check poise and pivots',
      'slow by 4.5 s/d',
    ]);
  });
});
