import { Result } from "./results";

export interface Row {
  team: string;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  bonus: number;
  points: number;
}

export const WIN_POINTS = 4;
export const DRAW_POINTS = 2;
/** a losing team gets a bonus point if it lost by this many goals or fewer */
export const BONUS_MARGIN = 5;

export function emptyRow(team: string): Row {
  return { team, played: 0, won: 0, drawn: 0, lost: 0, goalsFor: 0, goalsAgainst: 0, bonus: 0, points: 0 };
}

export function goalDifference(row: Row): number {
  return row.goalsFor - row.goalsAgainst;
}

function rowFor(rows: Map<string, Row>, team: string): Row {
  let row = rows.get(team);
  if (!row) {
    row = emptyRow(team);
    rows.set(team, row);
  }
  return row;
}

/** Best first: points, then goal difference, then goals scored, then name. */
export function compareRows(a: Row, b: Row): number {
  return (
    b.points - a.points ||
    goalDifference(b) - goalDifference(a) ||
    b.goalsFor - a.goalsFor ||
    a.team.localeCompare(b.team)
  );
}

/**
 * Builds the league table from the results so far. Teams listed in `teams`
 * appear even before they have played.
 */
export function buildTable(results: Result[], teams: string[] = []): Row[] {
  const rows = new Map<string, Row>();
  for (const t of teams) rowFor(rows, t);

  for (const r of results) {
    const home = rowFor(rows, r.home);
    const away = rowFor(rows, r.away);

    home.played += 1;
    home.goalsFor += r.homeGoals;
    home.goalsAgainst += r.awayGoals;
    if (r.homeGoals > r.awayGoals) {
      home.won += 1;
      home.points += WIN_POINTS;
    } else if (r.homeGoals === r.awayGoals) {
      home.drawn += 1;
      home.points += DRAW_POINTS;
    } else {
      home.lost += 1;
      if (!r.walkover && r.awayGoals - r.homeGoals <= BONUS_MARGIN) {
        home.bonus += 1;
        home.points += 1;
      }
    }

    away.played += 1;
    away.goalsFor += r.awayGoals;
    away.goalsAgainst += r.homeGoals;
    if (r.awayGoals > r.homeGoals) {
      away.won += 1;
      away.points += WIN_POINTS;
    } else if (r.awayGoals === r.homeGoals) {
      away.drawn += 1;
      away.points += DRAW_POINTS;
    } else {
      away.lost += 1;
      if (!r.walkover && r.homeGoals - r.awayGoals <= BONUS_MARGIN) {
        away.bonus += 1;
        away.points += 1;
      }
    }
  }

  return [...rows.values()].sort(compareRows);
}

export function position(table: Row[], team: string): number {
  const i = table.findIndex((r) => r.team === team);
  if (i < 0) throw new Error(`${team} is not in the table`);
  return i + 1;
}
