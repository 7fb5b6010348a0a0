/**
 * Readings taken on the timegrapher, one per position, and their summary.
 */

export type Position = 'DU' | 'DD' | 'CU' | 'CD' | 'CL' | 'CR';

export const FLAT_POSITIONS: Position[] = ['DU', 'DD'];
export const HANGING_POSITIONS: Position[] = ['CU', 'CD', 'CL', 'CR'];

export const POSITION_NAMES: Record<Position, string> = {
  DU: 'dial up',
  DD: 'dial down',
  CU: 'crown up',
  CD: 'crown down',
  CL: 'crown left',
  CR: 'crown right',
};

export interface Reading {
  position: Position;
  /** Rate in seconds per day, positive when the watch gains. */
  rate: number;
  /** Balance amplitude in degrees. */
  amplitude: number;
  /** Beat error in milliseconds. */
  beatError: number;
}

export interface Summary {
  positions: number;
  averageRate: number;
  /** Greatest rate less smallest rate across positions. */
  delta: number;
  flatRate: number;
  hangingRate: number;
  averageAmplitude: number;
  lowestAmplitude: number;
  worstBeatError: number;
}

function mean(values: number[]): number {
  if (values.length === 0) {
    throw new Error('no values to average');
  }
  return values.reduce((sum, v) => sum + v, 0) / values.length;
}

export function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

export function parseReading(line: string): Reading {
  // e.g. "DU +4 285 0.3"
  const parts = line.trim().split(/\s+/);
  if (parts.length !== 4) {
    throw new Error(`expected position, rate, amplitude and beat error: ${line}`);
  }
  const [position, rate, amplitude, beatError] = parts;
  if (!(position in POSITION_NAMES)) {
    throw new Error(`unknown position: ${position}`);
  }
  const reading: Reading = {
    position: position as Position,
    rate: Number(rate),
    amplitude: Number(amplitude),
    beatError: Number(beatError),
  };
  if ([reading.rate, reading.amplitude, reading.beatError].some(Number.isNaN)) {
    throw new Error(`not a number in reading: ${line}`);
  }
  return reading;
}

export function parseReadings(text: string): Reading[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map(parseReading);
}

function ratesIn(readings: Reading[], positions: Position[]): number[] {
  return readings.filter((r) => positions.includes(r.position)).map((r) => r.rate);
}

export function summarise(readings: Reading[]): Summary {
  if (readings.length === 0) {
    throw new Error('no readings');
  }
  const seen = new Set<Position>();
  for (const reading of readings) {
    if (seen.has(reading.position)) {
      throw new Error(`position read twice: ${reading.position}`);
    }
    seen.add(reading.position);
  }
  const rates = readings.map((r) => r.rate);
  const amplitudes = readings.map((r) => r.amplitude);
  const flat = ratesIn(readings, FLAT_POSITIONS);
  const hanging = ratesIn(readings, HANGING_POSITIONS);
  return {
    positions: readings.length,
    averageRate: round1(mean(rates)),
    delta: round1(Math.max(...rates) - Math.min(...rates)),
    flatRate: flat.length ? round1(mean(flat)) : NaN,
    hangingRate: hanging.length ? round1(mean(hanging)) : NaN,
    averageAmplitude: Math.round(mean(amplitudes)),
    lowestAmplitude: Math.min(...amplitudes),
    worstBeatError: Math.max(...readings.map((r) => Math.abs(r.beatError))),
  };
}

/** Flat rate less hanging rate: large values point at a poised balance or a worn pivot. */
export function flatHangingDifference(summary: Summary): number {
  return round1(summary.flatRate - summary.hangingRate);
}
