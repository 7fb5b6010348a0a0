import { ResultRow } from './matches';

export interface LeagueMatch {
  id: string;
  results: ResultRow[];
}

export interface Standing {
  angler: string;
  /** Section points per match, in the order the matches were fished. */
  points: number[];
  total: number;
  totalWeightOz: number;
  matchesFished: number;
}

export interface LeagueOptions {
  /** Points for a match the angler did not fish. */
  absentPoints: number;
}

export const DEFAULT_OPTIONS: LeagueOptions = {
  absentPoints: 20,
};

/**
 * The season league on section points: a section win scores 1, second 2,
 * and so on, so the lowest total leads. Ties go to the heavier total weight.
 */
export function standings(
  anglers: string[],
  matches: LeagueMatch[],
  options: Partial<LeagueOptions> = {},
): Standing[] {
  const { absentPoints } = { ...DEFAULT_OPTIONS, ...options };
  const table = anglers.map((angler) => {
    const points: number[] = [];
    let totalWeightOz = 0;
    let matchesFished = 0;
    for (const match of matches) {
      const row = match.results.find((r) => r.angler === angler);
      if (row) {
        points.push(row.sectionPlace);
        totalWeightOz += row.weightOz;
        matchesFished += 1;
      } else {
        points.push(absentPoints);
      }
    }
    const total = points.reduce((sum, p) => sum + p, 0);
    return { angler, points, total, totalWeightOz, matchesFished };
  });
  return table.sort(
    (a, b) =>
      a.total - b.total ||
      b.totalWeightOz - a.totalWeightOz ||
      a.angler.localeCompare(b.angler),
  );
}
