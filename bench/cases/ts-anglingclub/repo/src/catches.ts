import { toOunces } from './weights';

export type Species =
  | 'roach'
  | 'perch'
  | 'bream'
  | 'tench'
  | 'carp'
  | 'pike'
  | 'brown trout'
  | 'rainbow trout';

export interface SpeciesRule {
  /** Shortest fish that may be taken away, in centimetres. */
  minKeepCm: number;
  /** Fish of this species one angler may take away in a day; 0 means all go back. */
  dailyKeep: number;
  /** Weight from which the club records a specimen, in ounces. */
  specimenOz: number;
}

export const RULES: Record<Species, SpeciesRule> = {
  roach: { minKeepCm: 0, dailyKeep: 0, specimenOz: toOunces(2) },
  perch: { minKeepCm: 0, dailyKeep: 0, specimenOz: toOunces(3) },
  bream: { minKeepCm: 0, dailyKeep: 0, specimenOz: toOunces(8) },
  tench: { minKeepCm: 0, dailyKeep: 0, specimenOz: toOunces(7) },
  carp: { minKeepCm: 0, dailyKeep: 0, specimenOz: toOunces(20) },
  pike: { minKeepCm: 0, dailyKeep: 0, specimenOz: toOunces(20) },
  'brown trout': { minKeepCm: 30, dailyKeep: 2, specimenOz: toOunces(5) },
  'rainbow trout': { minKeepCm: 0, dailyKeep: 4, specimenOz: toOunces(6) },
};

export interface CatchRecord {
  angler: string;
  date: string;
  species: Species;
  weightOz: number;
  lengthCm?: number;
  kept: boolean;
}

export type BreachKind = 'must-return' | 'undersized' | 'over-limit' | 'no-length';

export interface Breach {
  record: CatchRecord;
  kind: BreachKind;
}

/** Checks a batch of catch returns against the club's keep rules. */
export function findBreaches(records: CatchRecord[]): Breach[] {
  const breaches: Breach[] = [];
  const keptToday = new Map<string, number>();
  for (const record of records) {
    if (!record.kept) {
      continue;
    }
    const rule = RULES[record.species];
    if (rule.dailyKeep === 0) {
      breaches.push({ record, kind: 'must-return' });
      continue;
    }
    if (rule.minKeepCm > 0) {
      if (record.lengthCm === undefined) {
        breaches.push({ record, kind: 'no-length' });
        continue;
      }
      if (record.lengthCm < rule.minKeepCm) {
        breaches.push({ record, kind: 'undersized' });
        continue;
      }
    }
    const key = `${record.angler}|${record.date}|${record.species}`;
    const count = (keptToday.get(key) ?? 0) + 1;
    keptToday.set(key, count);
    if (count > rule.dailyKeep) {
      breaches.push({ record, kind: 'over-limit' });
    }
  }
  return breaches;
}

export function isSpecimen(record: CatchRecord): boolean {
  return record.weightOz >= RULES[record.species].specimenOz;
}

export interface AnglerSummary {
  angler: string;
  fish: number;
  totalOz: number;
  best?: CatchRecord;
  specimens: CatchRecord[];
}

/** One line per angler, heaviest total first. */
export function summarise(records: CatchRecord[]): AnglerSummary[] {
  const byAngler = new Map<string, AnglerSummary>();
  for (const record of records) {
    let summary = byAngler.get(record.angler);
    if (!summary) {
      summary = { angler: record.angler, fish: 0, totalOz: 0, specimens: [] };
      byAngler.set(record.angler, summary);
    }
    summary.fish += 1;
    summary.totalOz += record.weightOz;
    if (!summary.best || record.weightOz > summary.best.weightOz) {
      summary.best = record;
    }
    if (isSpecimen(record)) {
      summary.specimens.push(record);
    }
  }
  return [...byAngler.values()].sort(
    (a, b) => b.totalOz - a.totalOz || a.angler.localeCompare(b.angler),
  );
}
