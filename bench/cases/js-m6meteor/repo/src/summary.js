// ZHR of each shower in each period of a session, and the session's mean per shower.

import { isSporadic, shower } from './showers.js';
import { effectiveHours, zhr } from './zhr.js';

function periodRates(period) {
  const rows = [];
  for (const [code, count] of Object.entries(period.counts)) {
    const { r } = shower(code);
    const hours = effectiveHours(period);
    const row = { code, count, hours };
    if (isSporadic(code)) {
      // sporadics have no radiant: an hourly rate corrected for the sky only
      row.rate = zhr({ count, r, lm: period.lm, hours, cloud: period.cloud });
    } else if (period.radiants[code] === undefined) {
      row.rate = null;
    } else {
      row.rate = zhr({ count, r, lm: period.lm, hours, cloud: period.cloud, altitude: period.radiants[code] });
    }
    rows.push(row);
  }
  return rows;
}

export function summarize(session) {
  const periods = session.periods.map((period) => ({
    start: period.start,
    end: period.end,
    rows: periodRates(period),
  }));
  // mean ZHR per shower over the periods where it could be computed, weighted by the hours
  const totals = new Map();
  for (const { rows } of periods) {
    for (const row of rows) {
      if (row.rate === null) continue;
      const t = totals.get(row.code) ?? { count: 0, hours: 0, weighted: 0 };
      t.count += row.count;
      t.hours += row.hours;
      t.weighted += row.rate * row.hours;
      totals.set(row.code, t);
    }
  }
  const showers = [...totals.entries()]
    .map(([code, t]) => ({ code, count: t.count, hours: t.hours, zhr: t.weighted / t.hours }))
    .sort((a, b) => b.zhr - a.zhr);
  return { periods, showers };
}
