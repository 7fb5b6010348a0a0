import type { TestDay } from "./yields";

/** Cows above this individual cell count are flagged for the vet (thousands/ml). */
export const HIGH_CELL_COUNT = 200;

/** Bulk tank cell count: each cow's count weighted by her litres. */
export function bulkCellCount(tests: TestDay[]): number {
  const litres = tests.reduce((s, t) => s + t.litres, 0);
  if (litres === 0) return 0;
  return Math.round(tests.reduce((s, t) => s + t.scc * t.litres, 0) / litres);
}

export type SccBand = "A" | "B" | "C" | "D";

/** The buyer's bands for the bulk cell count. */
export function sccBand(bulk: number): SccBand {
  if (bulk <= 150) return "A";
  if (bulk <= 250) return "B";
  if (bulk <= 400) return "C";
  return "D";
}

export function highCellCows(tests: TestDay[]): string[] {
  return tests.filter((t) => t.scc > HIGH_CELL_COUNT).map((t) => t.ear);
}

/** Cows high on each of the last `n` recordings: chronic cases worth culling. */
export function chronicCases(tests: TestDay[], n = 3): string[] {
  const byCow = new Map<string, TestDay[]>();
  for (const t of tests) {
    const list = byCow.get(t.ear) ?? [];
    list.push(t);
    byCow.set(t.ear, list);
  }
  const out: string[] = [];
  for (const [ear, list] of byCow) {
    const recent = [...list].sort((a, b) => a.date.localeCompare(b.date)).slice(-n);
    if (recent.length === n && recent.every((t) => t.scc > HIGH_CELL_COUNT)) out.push(ear);
  }
  return out.sort();
}
