import type { Game, GoalEvent, Side } from './types.js';

export interface Score {
  home: number;
  away: number;
}

export interface PlayerLine {
  goals: number;
  assists: number;
  points: number;
}

export function goals(game: Game): GoalEvent[] {
  return game.events.filter((e): e is GoalEvent => e.kind === 'goal');
}

export function score(game: Game): Score {
  const result: Score = { home: 0, away: 0 };
  for (const goal of goals(game)) result[goal.side] += 1;
  return result;
}

export function winner(game: Game): Side | 'tie' {
  const s = score(game);
  return s.home === s.away ? 'tie' : s.home > s.away ? 'home' : 'away';
}

export function playerLines(game: Game): Map<string, PlayerLine> {
  const lines = new Map<string, PlayerLine>();
  const line = (id: string): PlayerLine => {
    let l = lines.get(id);
    if (!l) {
      l = { goals: 0, assists: 0, points: 0 };
      lines.set(id, l);
    }
    return l;
  };
  for (const goal of goals(game)) {
    const s = line(goal.scorer);
    s.goals += 1;
    s.points += 1;
    if (goal.assist !== undefined) {
      const a = line(goal.assist);
      a.assists += 1;
      a.points += 1;
    }
  }
  return lines;
}
