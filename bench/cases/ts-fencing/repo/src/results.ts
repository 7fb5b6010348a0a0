import type { Tableau } from './tableau';
import type { Fencer } from './types';

export interface Placing {
  place: number;
  fencer: Fencer;
}

/**
 * Final places after the direct elimination. The champion is first, the
 * finalist second, the losing semi-finalists share third, and everyone who
 * went out in the same round shares the round's first place, listed by
 * their seed after the pools.
 */
export function finalPlaces(t: Tableau): Placing[] {
  const champion = t.champion();
  if (!champion) throw new Error('the final has not been fenced');
  const out: Placing[] = [{ place: 1, fencer: champion }];
  const lastRound = t.rounds.length - 2;
  for (let r = lastRound; r >= 0; r--) {
    const out_ = t.rounds[r]
      .filter((f): f is Fencer => f !== null && t.eliminatedIn(f.id) === r)
      .sort((a, b) => (t.seedOf.get(a.id) ?? 0) - (t.seedOf.get(b.id) ?? 0));
    const place = t.rounds[r].length / 2 + 1;
    for (const f of out_) out.push({ place, fencer: f });
  }
  return out;
}

/** The results list as printed for the notice board. */
export function formatPlaces(places: readonly Placing[]): string {
  return places
    .map((p) => `${String(p.place).padStart(3)}  ${p.fencer.name} (${p.fencer.club})`)
    .join('\n');
}
