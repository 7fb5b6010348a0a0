import { Fixture } from "./fixtures";
import { isTeamCode } from "./teams";

export interface Result {
  home: string;
  away: string;
  homeGoals: number;
  awayGoals: number;
  /** the match was conceded; the score is the league's walkover score */
  walkover?: boolean;
}

export const WALKOVER_GOALS = 20;

const LINE = /^\s*([A-Za-z]{3}[0-9]?)\s+(\d{1,3})\s*-\s*(\d{1,3})\s+([A-Za-z]{3}[0-9]?)\s*$/;
const CONCEDED = /^\s*([A-Za-z]{3}[0-9]?)\s+conceded\s+(?:to|v)\s+([A-Za-z]{3}[0-9]?)\s*$/i;

/**
 * Parses a result as captains send it in: `RIV 41-37 OAK` (home first), or
 * `OAK conceded to RIV` for a walkover, which counts as 20-0 to the team
 * that turned up.
 */
export function parseResult(line: string): Result {
  const conceded = CONCEDED.exec(line);
  if (conceded) {
    const loser = conceded[1].toUpperCase();
    const winner = conceded[2].toUpperCase();
    return { home: winner, away: loser, homeGoals: WALKOVER_GOALS, awayGoals: 0, walkover: true };
  }
  const m = LINE.exec(line);
  if (!m) {
    throw new Error(`cannot read result "${line.trim()}"`);
  }
  const home = m[1].toUpperCase();
  const away = m[4].toUpperCase();
  if (!isTeamCode(home) || !isTeamCode(away)) {
    throw new Error(`bad team code in "${line.trim()}"`);
  }
  if (home === away) {
    throw new Error(`${home} cannot play itself`);
  }
  return { home, away, homeGoals: Number(m[2]), awayGoals: Number(m[3]) };
}

export function parseResults(text: string): Result[] {
  return text
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l !== "" && !l.startsWith("#"))
    .map(parseResult);
}

/** Checks that a result belongs to a fixture, whichever way round it was reported. */
export function matchFixture(result: Result, fixtures: Fixture[]): Fixture | undefined {
  return fixtures.find(
    (f) =>
      (f.home === result.home && f.away === result.away) ||
      (f.home === result.away && f.away === result.home),
  );
}

export function winner(result: Result): string | null {
  if (result.homeGoals === result.awayGoals) return null;
  return result.homeGoals > result.awayGoals ? result.home : result.away;
}
