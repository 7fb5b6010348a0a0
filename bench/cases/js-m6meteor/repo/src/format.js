// The text report of a summarized session.

import { shower } from './showers.js';

const fixed = (value, digits = 1) => (value === null ? '-' : value.toFixed(digits));

export function formatReport(session, summary) {
  const lines = [`${session.observer} at ${session.site}, ${session.date}`];
  for (const period of summary.periods) {
    const parts = period.rows.map((row) => `${row.code} ${row.count} (ZHR ${fixed(row.rate)})`);
    lines.push(`  ${period.start}-${period.end}  ${parts.join(', ')}`);
  }
  lines.push('Session:');
  for (const s of summary.showers) {
    const name = shower(s.code).name.padEnd(14);
    lines.push(`  ${name} ${String(s.count).padStart(4)} meteors  ZHR ${fixed(s.zhr)}`);
  }
  return lines.join('\n') + '\n';
}
