export type WindUnit = 'kn' | 'mph' | 'kmh';

const KNOT_IN: Record<WindUnit, number> = {
  kn: 1,
  mph: 0.868976,
  kmh: 0.539957,
};

/** Wind speed in knots, to one decimal place. */
export function toKnots(speed: number, unit: WindUnit): number {
  return Math.round(speed * KNOT_IN[unit] * 10) / 10;
}

/** One hour of the forecast, speeds in knots. */
export interface Hour {
  hour: number; // 0-23, local time
  wind: number;
  gust: number;
  direction: number; // degrees the wind comes from
}

/** A raw forecast row as the weather feed sends it. */
export interface FeedRow {
  time: string; // HH:MM
  speed: number;
  gust: number;
  dir: number;
  unit: WindUnit;
}

export function fromFeed(rows: FeedRow[]): Hour[] {
  return rows.map((row) => ({
    hour: Number(row.time.slice(0, 2)),
    wind: toKnots(row.speed, row.unit),
    gust: toKnots(row.gust, row.unit),
    direction: row.dir,
  }));
}
