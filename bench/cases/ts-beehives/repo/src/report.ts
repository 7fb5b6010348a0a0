import { advice, syrupLitres } from './feeding.js';
import { kgByHive } from './honey.js';
import { latestFor, swarmRisk } from './inspections.js';
import type { Harvest, Hive, Inspection } from './types.js';

/** The international queen marking colours, by the last digit of the year. */
const QUEEN_COLOURS = ['blue', 'white', 'yellow', 'red', 'green'] as const;

export function queenColour(year: number): string {
  return QUEEN_COLOURS[year % 5] ?? 'unmarked';
}

export function hiveLine(hive: Hive, inspections: Inspection[], harvests: Harvest[]): string {
  const visit = latestFor(inspections, hive.id);
  const kg = kgByHive(harvests).get(hive.id) ?? 0;
  const head = `${hive.name} (${hive.site}, ${queenColour(hive.queenYear)} queen ${hive.queenYear})`;
  if (!visit) return `${head}: not inspected, ${kg} kg`;
  const swarm = swarmRisk(visit) ? ' SWARM RISK' : '';
  const syrup = syrupLitres(visit);
  const feed = syrup > 0 ? `, feed ${syrup} l` : '';
  return `${head}: ${visit.date} ${visit.colony}, ${visit.broodFrames} brood frames${feed}, ${advice(visit.colony)}, ${kg} kg${swarm}`;
}

export function apiaryReport(hives: Hive[], inspections: Inspection[], harvests: Harvest[]): string {
  return hives.map((hive) => hiveLine(hive, inspections, harvests)).join('\n');
}
