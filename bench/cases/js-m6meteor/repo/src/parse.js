// The observer's session report: a header of "key: value" lines, then periods, each a
// "period" line followed by one "CODE count" line per shower seen.
//
//   observer: Ana Ferreira
//   site: Alqueva
//   date: 2026-08-12
//   period 22:05-23:10 lm 6.4 cloud 0 break 5 radiant PER 41 KCG 60
//   PER 38
//   SPO 9

import { spanMinutes } from './clock.js';
import { shower } from './showers.js';

function parsePeriod(fields, lineNo) {
  const [span, ...rest] = fields;
  const [start, end] = span.split('-');
  if (!end) throw new Error(`line ${lineNo}: period needs START-END`);
  const period = {
    start,
    end,
    minutes: spanMinutes(start, end),
    lm: null,
    cloud: 0,
    breakMinutes: 0,
    radiants: {},
    counts: {},
  };
  for (let i = 0; i < rest.length; i++) {
    const key = rest[i];
    if (key === 'lm') period.lm = Number(rest[++i]);
    else if (key === 'cloud') period.cloud = Number(rest[++i]);
    else if (key === 'break') period.breakMinutes = Number(rest[++i]);
    else if (key === 'radiant') {
      while (i + 2 < rest.length && /^[A-Z]{3}$/.test(rest[i + 1])) {
        period.radiants[shower(rest[i + 1]).code] = Number(rest[i + 2]);
        i += 2;
      }
    } else throw new Error(`line ${lineNo}: unknown period field ${key}`);
  }
  if (period.lm === null || Number.isNaN(period.lm)) throw new Error(`line ${lineNo}: period needs lm`);
  if (period.breakMinutes >= period.minutes) throw new Error(`line ${lineNo}: break as long as the period`);
  return period;
}

export function parseSession(text) {
  const session = { observer: '', site: '', date: '', periods: [] };
  let current = null;
  text.split(/\r?\n/).forEach((raw, index) => {
    const lineNo = index + 1;
    const line = raw.replace(/#.*/, '').trim();
    if (!line) return;
    const header = /^(observer|site|date):\s*(.*)$/.exec(line);
    if (header) {
      session[header[1]] = header[2];
      return;
    }
    const fields = line.split(/\s+/);
    if (fields[0] === 'period') {
      current = parsePeriod(fields.slice(1), lineNo);
      session.periods.push(current);
      return;
    }
    if (!current) throw new Error(`line ${lineNo}: count before any period`);
    if (fields.length !== 2 || !/^\d+$/.test(fields[1])) throw new Error(`line ${lineNo}: want CODE COUNT`);
    const { code } = shower(fields[0]);
    current.counts[code] = (current.counts[code] ?? 0) + Number(fields[1]);
  });
  return session;
}
