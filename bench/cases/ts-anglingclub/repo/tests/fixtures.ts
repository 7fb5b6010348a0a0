import { LeagueMatch } from '../src/league';
import { Match, matchResults } from '../src/matches';
import { toOunces } from '../src/weights';

export const ANGLERS = ['Ann', 'Bob', 'Cal', 'Dee', 'Eli', 'Fay'];

function fished(
  match: Match,
  entries: Array<[angler: string, peg: number, pounds: number, ounces: number]>,
): LeagueMatch {
  const draw = new Map(entries.map(([angler, peg]) => [angler, peg] as [string, number]));
  const weighIn = new Map(
    entries
      .filter(([, , pounds, ounces]) => pounds > 0 || ounces > 0)
      .map(([angler, , pounds, ounces]) => [angler, toOunces(pounds, ounces)] as [string, number]),
  );
  return { id: match.id, results: matchResults(match, draw, weighIn) };
}

const millPool: Match = { id: 'R1', date: '2025-06-22', venue: 'Mill Pool', pegCount: 6, sectionSize: 3 };
const canal: Match = { id: 'R2', date: '2025-07-13', venue: 'Canal', pegCount: 8, sectionSize: 4 };
const lowerRiver: Match = { id: 'R3', date: '2025-08-10', venue: 'Lower River', pegCount: 6, sectionSize: 3 };

// Sections: R1 and R3 pegs 1-3 / 4-6, R2 pegs 1-4 / 5-8.
export const SEASON: LeagueMatch[] = [
  fished(millPool, [
    ['Ann', 1, 12, 4],
    ['Bob', 2, 8, 0],
    ['Cal', 3, 3, 10],
    ['Dee', 4, 15, 2],
    ['Eli', 5, 0, 0],
    ['Fay', 6, 4, 12],
  ]),
  fished(canal, [
    ['Ann', 6, 2, 1],
    ['Bob', 1, 6, 8],
    ['Cal', 2, 9, 14],
    ['Dee', 7, 5, 0],
    ['Eli', 3, 1, 3],
  ]),
  fished(lowerRiver, [
    ['Ann', 4, 7, 7],
    ['Bob', 6, 3, 0],
    ['Cal', 1, 11, 0],
    ['Dee', 2, 4, 4],
    ['Eli', 3, 4, 4],
    ['Fay', 5, 10, 2],
  ]),
];
