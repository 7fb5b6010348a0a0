import type { FaceoffEvent, Game, Player } from './types.js';

export interface FaceoffRecord {
  won: number;
  taken: number;
  violationsDrawn: number;
}

export function faceoffs(game: Game): FaceoffEvent[] {
  return game.events.filter((e): e is FaceoffEvent => e.kind === 'faceoff');
}

export function faceoffRecord(game: Game, player: Player): FaceoffRecord {
  const record: FaceoffRecord = { won: 0, taken: 0, violationsDrawn: 0 };
  for (const f of faceoffs(game)) {
    if (f.winner === player.id) {
      record.won += 1;
      record.taken += 1;
      if (f.violation) record.violationsDrawn += 1;
    } else if (f.loser === player.id) {
      record.taken += 1;
    }
  }
  return record;
}

export function faceoffPct(record: FaceoffRecord): string {
  if (record.taken === 0) return '-';
  return `${((record.won / record.taken) * 100).toFixed(1)}%`;
}

/** The team's faceoff specialist: the roster player who took the most draws. */
export function leadingFogo(game: Game, roster: Player[]): Player | undefined {
  let best: Player | undefined;
  let most = 0;
  for (const player of roster) {
    const taken = faceoffRecord(game, player).taken;
    if (taken > most) {
      best = player;
      most = taken;
    }
  }
  return best;
}
