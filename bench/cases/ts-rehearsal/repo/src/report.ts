import { attendanceRate } from './attendance';
import { playersIn } from './roster';
import type { Player, Register, Rehearsal, Section } from './types';

function assertNever(value: never): never {
  throw new Error(`unexpected value ${String(value)}`);
}

export function sectionHeading(section: Section): string {
  switch (section) {
    case 'strings':
      return 'Strings';
    case 'woodwind':
      return 'Woodwind';
    case 'brass':
      return 'Brass';
    case 'percussion':
      return 'Percussion & harp';
    default:
      return assertNever(section);
  }
}

function percent(rate: number | null): string {
  return rate === null ? '  n/a' : `${Math.round(rate * 100)}%`.padStart(5);
}

export function sectionLines(
  section: Section,
  players: readonly Player[],
  rehearsals: readonly Rehearsal[],
  registers: readonly Register[],
): string[] {
  const lines = [sectionHeading(section)];
  for (const p of playersIn(players, section)) {
    const rate = attendanceRate(p, rehearsals, registers);
    lines.push(`  ${String(p.chair).padStart(2)}. ${p.name.padEnd(20)} ${p.instrument.padEnd(12)} ${percent(rate)}`);
  }
  return lines;
}

export function librarianSheet(
  sections: readonly Section[],
  players: readonly Player[],
  rehearsals: readonly Rehearsal[],
  registers: readonly Register[],
): string {
  return sections.map((s) => sectionLines(s, players, rehearsals, registers).join('\n')).join('\n\n');
}
