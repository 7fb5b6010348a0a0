// The results sheet.

import { formatDuration } from './clock';
import type { Placing } from './results';
import type { Course, Outcome } from './types';

function outcomeText(outcome: Outcome): string {
  switch (outcome.status) {
    case 'completed':
      return '';
    case 'eliminated':
      return `${outcome.code} at gate ${outcome.loop}`;
    case 'retired':
      return `RET in loop ${outcome.loop}`;
    case 'out-of-time':
      return 'FTC (speed)';
  }
}

export function resultsSheet(course: Course, rows: Placing[]): string {
  const km = course.loops.reduce((sum, l) => sum + l.km, 0);
  const lines = [`${course.name} (${km} km, ${course.loops.length} loops)`];
  for (const r of rows) {
    const place = r.place === null ? '-' : String(r.place);
    const who = `${r.entry.number} ${r.entry.rider} / ${r.entry.horse}`;
    const time = r.outcome.status === 'completed' ? formatDuration(r.rideTime) : '';
    const speed = r.outcome.status === 'completed' ? `${r.speed.toFixed(2)} km/h` : '';
    lines.push(
      [place.padStart(3), who.padEnd(36), time.padStart(8), speed.padStart(11), outcomeText(r.outcome)]
        .join('  ')
        .trimEnd(),
    );
  }
  return lines.join('\n') + '\n';
}
