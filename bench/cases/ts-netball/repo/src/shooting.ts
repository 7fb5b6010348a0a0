export interface ShootingLine {
  player: string;
  team: string;
  goals: number;
  attempts: number;
}

export interface ShooterTotal {
  player: string;
  team: string;
  matches: number;
  goals: number;
  attempts: number;
}

/** Accuracy as a whole percentage, rounded; 0 for a shooter with no attempts. */
export function accuracy(goals: number, attempts: number): number {
  if (goals > attempts) {
    throw new Error(`${goals} goals from ${attempts} attempts`);
  }
  if (attempts === 0) return 0;
  return Math.round((goals / attempts) * 100);
}

/** Adds up the match sheets' shooting lines per player. */
export function totals(lines: ShootingLine[]): ShooterTotal[] {
  const byPlayer = new Map<string, ShooterTotal>();
  for (const l of lines) {
    if (l.goals > l.attempts) {
      throw new Error(`${l.player}: ${l.goals} goals from ${l.attempts} attempts`);
    }
    const key = `${l.team}/${l.player}`;
    const t = byPlayer.get(key) ?? { player: l.player, team: l.team, matches: 0, goals: 0, attempts: 0 };
    t.matches += 1;
    t.goals += l.goals;
    t.attempts += l.attempts;
    byPlayer.set(key, t);
  }
  return [...byPlayer.values()];
}

/**
 * The top scorers: most goals, then better accuracy, then name. Shooters
 * tied with the last place shown are all listed.
 */
export function topScorers(lines: ShootingLine[], count: number): ShooterTotal[] {
  const sorted = totals(lines).sort(
    (a, b) =>
      b.goals - a.goals ||
      accuracy(b.goals, b.attempts) - accuracy(a.goals, a.attempts) ||
      a.player.localeCompare(b.player),
  );
  if (sorted.length <= count) return sorted;
  const cutoff = sorted[count - 1].goals;
  return sorted.filter((s, i) => i < count || s.goals === cutoff);
}
