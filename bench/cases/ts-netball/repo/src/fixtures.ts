import { Team } from "./teams";

export interface Fixture {
  round: number;
  date: string;
  home: string;
  away: string;
}

const BYE = "BYE";
const DAY_MS = 24 * 60 * 60 * 1000;

/** Adds whole weeks to an ISO date (YYYY-MM-DD), in UTC so clock changes do not matter. */
export function addWeeks(isoDate: string, weeks: number): string {
  const start = Date.parse(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(start)) {
    throw new Error(`bad date ${isoDate}`);
  }
  return new Date(start + weeks * 7 * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Single round robin by the circle method: the first team stays put and the
 * others rotate one place each round. An odd number of teams gets a bye.
 */
export function roundRobin(codes: string[]): Array<Array<[string, string]>> {
  const list = codes.length % 2 === 0 ? [...codes] : [...codes, BYE];
  const n = list.length;
  const rounds: Array<Array<[string, string]>> = [];
  for (let r = 0; r < n - 1; r++) {
    const pairs: Array<[string, string]> = [];
    for (let i = 0; i < n / 2; i++) {
      const a = list[i];
      const b = list[n - 1 - i];
      if (a === BYE || b === BYE) continue;
      // alternate who is at home so no team is always home or always away
      pairs.push(r % 2 === 0 ? [a, b] : [b, a]);
    }
    rounds.push(pairs);
    // rotate everything but the first team
    list.splice(1, 0, list.pop() as string);
  }
  return rounds;
}

/**
 * The season's fixtures: every team plays every other twice, home and away,
 * one round a week from the first match night.
 */
export function seasonFixtures(teams: Team[], firstNight: string, skipNights: string[] = []): Fixture[] {
  const firstHalf = roundRobin(teams.map((t) => t.code));
  const secondHalf = firstHalf.map((pairs) => pairs.map(([h, a]) => [a, h] as [string, string]));
  const fixtures: Fixture[] = [];
  let week = 0;
  let round = 0;
  for (const pairs of [...firstHalf, ...secondHalf]) {
    let date = addWeeks(firstNight, week);
    while (skipNights.includes(date)) {
      week += 1;
      date = addWeeks(firstNight, week);
    }
    round += 1;
    for (const [home, away] of pairs) {
      fixtures.push({ round, date, home, away });
    }
    week += 1;
  }
  return fixtures;
}

export function fixturesFor(fixtures: Fixture[], code: string): Fixture[] {
  return fixtures.filter((f) => f.home === code || f.away === code);
}
