import type { CategoryCode } from "./categories.js";
import type { Entry } from "./entries.js";
import { compareResults, type PanelResult } from "./judging.js";

export type Placing = "1st" | "2nd" | "3rd" | "HC";

/** A quilt must score at least this to be placed at all. */
export const MIN_PLACE_SCORE = 50;
/** Unplaced quilts scoring this or more are Highly Commended. */
export const HIGHLY_COMMENDED_SCORE = 75;

export const PRIZE_PENCE: Record<Placing | "BIS" | "VC", number> = {
  "1st": 5000,
  "2nd": 3000,
  "3rd": 2000,
  HC: 0,
  BIS: 15000,
  VC: 5000,
};

export interface Award {
  entry: number;
  category: CategoryCode;
  placing: Placing;
  score: number;
}

const PLACES: Placing[] = ["1st", "2nd", "3rd"];

/** Placings within each category, in category order and then placing order. */
export function categoryAwards(entries: Entry[], results: Map<number, PanelResult>): Award[] {
  const byCategory = new Map<CategoryCode, PanelResult[]>();
  for (const entry of entries) {
    const result = results.get(entry.number);
    if (!result) continue;
    const list = byCategory.get(entry.category) ?? [];
    list.push(result);
    byCategory.set(entry.category, list);
  }

  const awards: Award[] = [];
  for (const [code, list] of byCategory) {
    const ranked = [...list].sort(compareResults);
    let place = 0;
    for (const result of ranked) {
      if (place < PLACES.length && result.score >= MIN_PLACE_SCORE) {
        awards.push({ entry: result.entry, category: code, placing: PLACES[place], score: result.score });
        place += 1;
      } else if (result.score >= HIGHLY_COMMENDED_SCORE) {
        awards.push({ entry: result.entry, category: code, placing: "HC", score: result.score });
      }
    }
  }
  return awards;
}

/** Best in Show is chosen from the category winners. Junior quilts are not eligible. */
export function bestInShow(awards: Award[], results: Map<number, PanelResult>): number | undefined {
  const winners = awards
    .filter((a) => a.placing === "1st" && a.category !== "JUN")
    .map((a) => results.get(a.entry))
    .filter((r): r is PanelResult => r !== undefined)
    .sort(compareResults);
  return winners[0]?.entry;
}

/** Viewers' Choice: the most votes; a tie is shared. Votes for unknown numbers are spoilt. */
export function viewersChoice(ballots: number[], entries: Entry[]): { winners: number[]; votes: number; spoilt: number } {
  const known = new Set(entries.map((e) => e.number));
  const counts = new Map<number, number>();
  let spoilt = 0;
  for (const vote of ballots) {
    if (!known.has(vote)) {
      spoilt += 1;
      continue;
    }
    counts.set(vote, (counts.get(vote) ?? 0) + 1);
  }
  let votes = 0;
  for (const n of counts.values()) votes = Math.max(votes, n);
  const winners = [...counts].filter(([, n]) => n === votes && votes > 0).map(([e]) => e).sort((a, b) => a - b);
  return { winners, votes, spoilt };
}

/** Prize money per entry number, in pence. A shared Viewers' Choice prize is split evenly. */
export function prizeMoney(awards: Award[], best: number | undefined, viewers: number[]): Map<number, number> {
  const money = new Map<number, number>();
  const add = (entry: number, pence: number) => money.set(entry, (money.get(entry) ?? 0) + pence);
  for (const a of awards) if (PRIZE_PENCE[a.placing] > 0) add(a.entry, PRIZE_PENCE[a.placing]);
  if (best !== undefined) add(best, PRIZE_PENCE.BIS);
  for (const v of viewers) add(v, Math.floor(PRIZE_PENCE.VC / viewers.length));
  return money;
}
