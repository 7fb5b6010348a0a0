import { SchoolConfig, resolveConfig } from './config';
import { Hour } from './forecast';

export type Verdict = 'go' | 'too light' | 'too strong' | 'gusty' | 'offshore';

export interface Slot {
  start: number;
  verdict: Verdict;
}

function isOffshore(direction: number, config: SchoolConfig): boolean {
  return direction >= config.offshoreFrom && direction <= config.offshoreTo;
}

export function judge(hour: Hour, config: SchoolConfig): Verdict {
  if (isOffshore(hour.direction, config)) {
    return 'offshore';
  }
  if (hour.wind < config.minWind) {
    return 'too light';
  }
  if (hour.wind > config.maxWind) {
    return 'too strong';
  }
  if (hour.gust - hour.wind > config.gustMargin) {
    return 'gusty';
  }
  return 'go';
}

/** Two-hour lesson slots from the given start hours: a slot runs if both its hours are 'go'. */
export function planSlots(
  forecast: Hour[],
  starts: number[],
  overrides?: Partial<SchoolConfig>,
): Slot[] {
  const config = resolveConfig(overrides);
  const byHour = new Map(forecast.map((h) => [h.hour, h]));
  return starts.map((start) => {
    const hours = [byHour.get(start), byHour.get(start + 1)];
    if (hours.some((h) => h === undefined)) {
      throw new Error(`no forecast for the slot at ${start}:00`);
    }
    const verdicts = hours.map((h) => judge(h as Hour, config));
    const bad = verdicts.find((v) => v !== 'go');
    return { start, verdict: bad ?? 'go' };
  });
}
