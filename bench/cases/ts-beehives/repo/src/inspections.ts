import type { ColonyState, Inspection, Temper } from './types.js';

export class SheetError extends Error {
  constructor(line: number, message: string) {
    super(`line ${line}: ${message}`);
    this.name = 'SheetError';
  }
}

function parseColony(text: string, line: number): ColonyState {
  switch (text) {
    case 'strong':
    case 'building':
    case 'weak':
    case 'queenless':
      return text;
    default:
      throw new SheetError(line, `unknown colony state "${text}"`);
  }
}

function parseTemper(text: string, line: number): Temper {
  if (text === 'calm' || text === 'nervous' || text === 'defensive') return text;
  throw new SheetError(line, `unknown temper "${text}"`);
}

function count(text: string, line: number, what: string): number {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 0) throw new SheetError(line, `${what} must be a whole number, got "${text}"`);
  return n;
}

/**
 * The inspection sheet: one line per visit,
 * `hive,date,brood frames,colony,temper,queen seen (y/n),queen cells`; a header line is skipped.
 */
export function parseSheet(text: string): Inspection[] {
  const out: Inspection[] = [];
  text.split('\n').forEach((raw, index) => {
    const line = index + 1;
    const cells = raw.split(',').map((c) => c.trim());
    if (raw.trim() === '' || cells[0] === 'hive') return;
    if (cells.length !== 7) throw new SheetError(line, `expected 7 cells, got ${cells.length}`);
    const [hiveId, date, brood, colony, temper, seen, qcells] = cells as [string, string, string, string, string, string, string];
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new SheetError(line, `bad date "${date}"`);
    out.push({
      hiveId,
      date,
      broodFrames: count(brood, line, 'brood frames'),
      colony: parseColony(colony, line),
      temper: parseTemper(temper, line),
      queenSeen: seen === 'y',
      queenCells: count(qcells, line, 'queen cells'),
    });
  });
  return out;
}

export function latestFor(inspections: Inspection[], hiveId: string): Inspection | undefined {
  let latest: Inspection | undefined;
  for (const visit of inspections) {
    if (visit.hiveId === hiveId && (latest === undefined || visit.date > latest.date)) latest = visit;
  }
  return latest;
}

/** Queen cells with a strong colony: the bees are getting ready to swarm. */
export function swarmRisk(visit: Inspection): boolean {
  return visit.queenCells > 0 && visit.colony === 'strong';
}
