import { score } from './scoring.js';
import type { Game } from './types.js';

export interface Row {
  team: string;
  played: number;
  won: number;
  lost: number;
  tied: number;
  goalsFor: number;
  goalsAgainst: number;
}

export const winPct = (r: Row): number => (r.played === 0 ? 0 : (r.won + r.tied / 2) / r.played);

export function table(games: Game[]): Row[] {
  const rows = new Map<string, Row>();
  const row = (team: string): Row => {
    let r = rows.get(team);
    if (!r) {
      r = { team, played: 0, won: 0, lost: 0, tied: 0, goalsFor: 0, goalsAgainst: 0 };
      rows.set(team, r);
    }
    return r;
  };
  for (const game of games) {
    const s = score(game);
    const home = row(game.home.code);
    const away = row(game.away.code);
    home.played += 1;
    away.played += 1;
    home.goalsFor += s.home;
    home.goalsAgainst += s.away;
    away.goalsFor += s.away;
    away.goalsAgainst += s.home;
    if (s.home > s.away) {
      home.won += 1;
      away.lost += 1;
    } else if (s.away > s.home) {
      away.won += 1;
      home.lost += 1;
    } else {
      home.tied += 1;
      away.tied += 1;
    }
  }
  return [...rows.values()].sort(
    (a, b) =>
      winPct(b) - winPct(a) ||
      b.goalsFor - b.goalsAgainst - (a.goalsFor - a.goalsAgainst) ||
      a.team.localeCompare(b.team),
  );
}
