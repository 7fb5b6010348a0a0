import { checkCourses, jumpOffTimeAllowed, jumpOffTimeLimit, timeAllowed, timeLimit } from "./course.js";
import { scoreTableA } from "./faults.js";
import { distribute, placesAwarded, prizeTable } from "./prizes.js";
import { jumpOffQualifiers, rankTableA } from "./ranking.js";
import type { ClassResult, ClassSpec, Entry, RoundScore, Sheet } from "./types.js";

export class ClassError extends Error {}

function scoreJumpOff(spec: ClassSpec, first: RoundScore[], sheets: Sheet[]): RoundScore[] {
  if (!spec.jumpOff) {
    return [];
  }
  const qualifiers = jumpOffQualifiers(first);
  if (qualifiers.length < 2) {
    return [];
  }
  const allowed = jumpOffTimeAllowed(spec.course, spec.jumpOff);
  const limit = jumpOffTimeLimit(spec.course, spec.jumpOff);
  const byEntry = new Map(sheets.map((sheet) => [sheet.entry, sheet]));
  return qualifiers.map((entry) => {
    // A qualifier who does not come back for the jump-off has retired from it.
    const sheet = byEntry.get(entry) ?? {
      entry,
      knockdowns: 0,
      refusals: 0,
      falls: 0,
      seconds: null,
      retired: true,
    };
    return scoreTableA(sheet, allowed, limit);
  });
}

/**
 * Scores, places and pays out a Table A class from the judges' sheets for the
 * first round and, when there is one, the jump-off.
 */
export function runClass(spec: ClassSpec, entries: Entry[], round: Sheet[], jumpOff: Sheet[] = []): ClassResult {
  const problems = checkCourses(spec);
  if (problems.length > 0) {
    throw new ClassError(`${spec.code}: ${problems.join("; ")}`);
  }

  const byNumber = new Map(entries.map((entry) => [entry.number, entry]));
  for (const sheet of [...round, ...jumpOff]) {
    if (!byNumber.has(sheet.entry)) {
      throw new ClassError(`${spec.code}: no entry ${sheet.entry}`);
    }
  }

  const allowed = timeAllowed(spec.course);
  const limit = timeLimit(spec.course);
  const first = round.map((sheet) => scoreTableA(sheet, allowed, limit));
  const second = scoreJumpOff(spec, first, jumpOff);
  const placed = rankTableA(first, second);

  const starters = round.length;
  const prizes = prizeTable(spec.prizeFund, spec.prizeShares, placesAwarded(starters, spec.prizeShares.length));
  const won = distribute(placed, prizes);

  return {
    spec,
    timeAllowed: allowed,
    timeLimit: limit,
    jumpOffTimeAllowed: spec.jumpOff ? jumpOffTimeAllowed(spec.course, spec.jumpOff) : null,
    starters,
    rows: placed.map((row) => {
      const entry = byNumber.get(row.entry)!;
      return {
        ...row,
        rider: entry.rider.name,
        horse: entry.horse.name,
        prize: won.get(row.entry) ?? 0,
      };
    }),
  };
}
