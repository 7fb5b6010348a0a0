import { formatClock } from './clock.js';
import { faceoffPct, faceoffRecord, leadingFogo } from './faceoffs.js';
import { manUp, penaltyMinutes } from './penalties.js';
import { goals, playerLines, score } from './scoring.js';
import type { Game, Player, Side } from './types.js';

function playerName(game: Game, id: string): string {
  const p = [...game.home.roster, ...game.away.roster].find((pl) => pl.id === id);
  return p ? `#${p.jersey} ${p.name}` : id;
}

function teamLine(game: Game, side: Side): string {
  const team = game[side];
  const mu = manUp(game, side);
  const fogo = leadingFogo(game, team.roster);
  const fo = fogo ? `${playerName(game, fogo.id)} ${faceoffPct(faceoffRecord(game, fogo))} at the X` : 'no faceoffs';
  return `${team.name}: ${mu.goals}/${mu.chances} man-up, ${penaltyMinutes(game, side)} PIM, ${fo}`;
}

export function summary(game: Game): string {
  const s = score(game);
  const out: string[] = [`${game.date} ${game.home.name} ${s.home} - ${s.away} ${game.away.name}`];
  for (const g of goals(game)) {
    const assist = g.assist ? ` (${playerName(game, g.assist)})` : '';
    const tag = g.manUp ? ' EMO' : '';
    out.push(`  ${formatClock(g.at)} ${game[g.side].code} ${playerName(game, g.scorer)}${assist}${tag}`);
  }
  out.push(teamLine(game, 'home'), teamLine(game, 'away'));
  const leaders = [...playerLines(game).entries()]
    .sort(([, a], [, b]) => b.points - a.points || b.goals - a.goals)
    .slice(0, 3)
    .map(([id, l]) => `${playerName(game, id)} ${l.goals}G ${l.assists}A`);
  out.push(`Leaders: ${leaders.join(', ')}`);
  return out.join('\n');
}

export type { Player };
