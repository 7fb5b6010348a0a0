// Judges mark each quilt on five criteria, 0 to 10 each. The marks are
// weighted so that a perfect card totals 100.

export type Criterion = "design" | "workmanship" | "quilting" | "finishing" | "impact";

export const WEIGHTS: Record<Criterion, number> = {
  design: 2,
  workmanship: 3,
  quilting: 2,
  finishing: 1,
  impact: 2,
};

export const CRITERIA = Object.keys(WEIGHTS) as Criterion[];

export interface Scorecard {
  judge: string;
  entry: number;
  marks: Record<Criterion, number>;
}

/** With this many judges or more, the highest and lowest totals are dropped. */
export const TRIM_FROM = 4;

export function checkCard(card: Scorecard): void {
  for (const c of CRITERIA) {
    const mark = card.marks[c];
    if (!Number.isInteger(mark) || mark < 0 || mark > 10) {
      throw new Error(`${card.judge}, entry ${card.entry}: ${c} mark must be a whole number 0-10, got ${mark}`);
    }
  }
}

export function cardTotal(card: Scorecard): number {
  return CRITERIA.reduce((sum, c) => sum + card.marks[c] * WEIGHTS[c], 0);
}

function mean(values: number[]): number {
  return values.reduce((a, b) => a + b, 0) / values.length;
}

export interface PanelResult {
  entry: number;
  judges: number;
  /** Mean weighted total, after trimming, to one decimal place. */
  score: number;
  /** Mean workmanship mark, used to break ties. */
  workmanship: number;
}

/** Combine the panel's cards for one entry. */
export function averageScore(cards: Scorecard[]): PanelResult {
  if (cards.length === 0) throw new Error("no scorecards");
  const entry = cards[0].entry;
  if (cards.some((c) => c.entry !== entry)) throw new Error("scorecards are for different entries");
  const judges = new Set(cards.map((c) => c.judge));
  if (judges.size !== cards.length) throw new Error(`entry ${entry}: a judge has two scorecards`);
  cards.forEach(checkCard);

  let totals = cards.map(cardTotal).sort((a, b) => a - b);
  if (totals.length >= TRIM_FROM) totals = totals.slice(1, -1);
  return {
    entry,
    judges: cards.length,
    score: Math.round(mean(totals) * 10) / 10,
    workmanship: mean(cards.map((c) => c.marks.workmanship)),
  };
}

/** Panel results for every entry that has scorecards. */
export function scoreAll(cards: Scorecard[]): Map<number, PanelResult> {
  const byEntry = new Map<number, Scorecard[]>();
  for (const card of cards) {
    const list = byEntry.get(card.entry) ?? [];
    list.push(card);
    byEntry.set(card.entry, list);
  }
  const results = new Map<number, PanelResult>();
  for (const [entry, list] of byEntry) results.set(entry, averageScore(list));
  return results;
}

/** Higher score first; on equal scores the better workmanship wins. */
export function compareResults(a: PanelResult, b: PanelResult): number {
  return b.score - a.score || b.workmanship - a.workmanship || a.entry - b.entry;
}
