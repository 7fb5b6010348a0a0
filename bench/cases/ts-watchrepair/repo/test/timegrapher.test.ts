import { flatHangingDifference, parseReading, parseReadings, summarise } from '../src/timegrapher';
import { NEEDS_SERVICE, TIRED_CROWN_DOWN, WELL_REGULATED } from './fixtures';

describe('parsing readings', () => {
  it('reads position, rate, amplitude and beat error', () => {
    expect(parseReading('CD -4 226 0.6')).toEqual({ position: 'CD', rate: -4, amplitude: 226, beatError: 0.6 });
    expect(parseReading('  DU +3   290 0.2 ')).toEqual({ position: 'DU', rate: 3, amplitude: 290, beatError: 0.2 });
  });

  it('rejects malformed lines', () => {
    expect(() => parseReading('DU +3 290')).toThrow('expected position, rate, amplitude and beat error');
    expect(() => parseReading('XX +3 290 0.2')).toThrow('unknown position: XX');
    expect(() => parseReading('DU fast 290 0.2')).toThrow('not a number in reading');
  });

  it('skips blank lines and comments', () => {
    expect(parseReadings('# header\n\nDU 0 280 0.1\n')).toHaveLength(1);
    expect(WELL_REGULATED).toHaveLength(6);
  });
});

describe('summarise', () => {
  it('summarises a well regulated movement', () => {
    expect(summarise(WELL_REGULATED)).toEqual({
      positions: 6,
      averageRate: 1.8,
      delta: 4,
      flatRate: 3.5,
      hangingRate: 1,
      averageAmplitude: 274,
      lowestAmplitude: 262,
      worstBeatError: 0.3,
    });
  });

  it('keeps the lowest amplitude apart from the average', () => {
    const summary = summarise(TIRED_CROWN_DOWN);
    expect(summary.averageAmplitude).toBe(249);
    expect(summary.lowestAmplitude).toBe(226);
    expect(summary.delta).toBe(10);
    expect(summary.averageRate).toBe(0.7);
  });

  it('refuses an empty or repeated set of positions', () => {
    expect(() => summarise([])).toThrow('no readings');
    expect(() => summarise([...NEEDS_SERVICE, NEEDS_SERVICE[0]])).toThrow('position read twice: DU');
  });

  it('compares flat and hanging rates', () => {
    expect(flatHangingDifference(summarise(WELL_REGULATED))).toBe(2.5);
    expect(flatHangingDifference(summarise(NEEDS_SERVICE))).toBe(18);
    expect(flatHangingDifference(summarise(TIRED_CROWN_DOWN))).toBe(7.2);
  });
});
