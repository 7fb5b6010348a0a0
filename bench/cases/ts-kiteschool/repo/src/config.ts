/** A school's limits for lessons, wind speeds in knots. */
export interface SchoolConfig {
  minWind: number;
  maxWind: number;
  gustMargin: number; // the most a gust may exceed the mean wind
  maxStudents: number;
  offshoreFrom: number; // degrees: wind from this bearing...
  offshoreTo: number; // ...to this one blows offshore, and no lesson runs
}

export const DEFAULTS: SchoolConfig = {
  minWind: 12,
  maxWind: 25,
  gustMargin: 10,
  maxStudents: 4,
  offshoreFrom: 45,
  offshoreTo: 135,
};

/** The base config with the overrides that are set. */
export function mergeConfig(base: SchoolConfig, over: Partial<SchoolConfig> = {}): SchoolConfig {
  const merged = { ...base };
  for (const key of Object.keys(over) as (keyof SchoolConfig)[]) {
    const value = over[key];
    if (value !== undefined) {
      merged[key] = value;
    }
  }
  return merged;
}

export function resolveConfig(over?: Partial<SchoolConfig>): SchoolConfig {
  const config = mergeConfig(DEFAULTS, over);
  if (config.minWind >= config.maxWind) {
    throw new Error('minWind must be below maxWind');
  }
  return config;
}
