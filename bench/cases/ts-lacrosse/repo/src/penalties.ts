import type { Game, PenaltyEvent, Side } from './types.js';

export function penalties(game: Game): PenaltyEvent[] {
  return game.events.filter((e): e is PenaltyEvent => e.kind === 'penalty');
}

export function penaltyMinutes(game: Game, side: Side): number {
  return penalties(game)
    .filter((p) => p.side === side)
    .reduce((sum, p) => sum + p.minutes, 0);
}

/** Man-up conversion: goals scored with the extra attacker over the opponent's releasable penalties. */
export function manUp(game: Game, side: Side): { goals: number; chances: number } {
  const other: Side = side === 'home' ? 'away' : 'home';
  const chances = penalties(game).filter((p) => p.side === other && p.releasable).length;
  const goals = game.events.filter((e) => e.kind === 'goal' && e.side === side && e.manUp).length;
  return { goals, chances };
}
