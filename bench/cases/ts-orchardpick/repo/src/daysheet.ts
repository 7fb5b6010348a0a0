import { byRow, isSuspect, netGrams, totalNetGrams } from "./crates.js";
import { isProcessingGrade } from "./rates.js";
import { clock, kilos } from "./text.js";
import type { Crate, Grade } from "./types.js";

const GRADE_LABEL: Record<Grade, string> = {
  extra: "Extra",
  first: "Class I",
  second: "Seconds",
};

export function gradeMix(crates: readonly Crate[]): Record<Grade, number> {
  const mix: Record<Grade, number> = { extra: 0, first: 0, second: 0 };
  for (const crate of crates) {
    mix[crate.grade] += netGrams(crate);
  }
  return mix;
}

export function rowLine(row: number, crates: readonly Crate[]): string {
  const mix = gradeMix(crates);
  const parts = (Object.keys(mix) as Grade[])
    .filter((grade) => mix[grade] > 0)
    .map((grade) => `${GRADE_LABEL[grade]} ${kilos(mix[grade])}`);
  const toJuice = crates.filter((crate) => isProcessingGrade(crate.grade)).length;
  const note = toJuice > 0 ? ` (${toJuice} to processing)` : "";
  return `Row ${row}: ${crates.length} crates, ${kilos(totalNetGrams(crates))} - ${parts.join(", ")}${note}`;
}

export function daySheet(crates: readonly Crate[]): string[] {
  const lines: string[] = [];
  for (const [row, own] of byRow(crates)) {
    lines.push(rowLine(row, own));
  }
  const suspect = crates.filter(isSuspect);
  for (const crate of suspect) {
    lines.push(`  check crate ${crate.tag} weighed ${clock(crate.weighedAt)}: ${kilos(netGrams(crate))}`);
  }
  return lines;
}
