import { byPicker, netGrams } from "./crates.js";
import { centsPerKg, TRAINEE_CENTS_PER_KG } from "./rates.js";
import type { Crate, PayLine, Picker } from "./types.js";

export function crateCents(crate: Crate, picker: Picker): number {
  const grams = netGrams(crate);
  const rate = picker.trainee ? TRAINEE_CENTS_PER_KG : centsPerKg(crate.variety, crate.grade);
  return Math.round((grams * rate) / 1000);
}

export function payLines(crates: readonly Crate[], pickers: readonly Picker[]): PayLine[] {
  const known = new Map(pickers.map((picker) => [picker.id, picker]));
  const lines: PayLine[] = [];
  for (const [id, own] of byPicker(crates)) {
    const picker = known.get(id);
    if (picker === undefined) {
      throw new Error(`crate from unknown picker ${id}`);
    }
    lines.push({
      picker: id,
      crates: own.length,
      netGrams: own.reduce((sum, crate) => sum + netGrams(crate), 0),
      cents: own.reduce((sum, crate) => sum + crateCents(crate, picker), 0),
    });
  }
  return lines.sort((a, b) => b.cents - a.cents || a.picker.localeCompare(b.picker));
}

export function crewTotals(lines: readonly PayLine[], pickers: readonly Picker[]): Map<string, number> {
  const crewOf = new Map(pickers.map((picker) => [picker.id, picker.crew]));
  const totals = new Map<string, number>();
  for (const line of lines) {
    const crew = crewOf.get(line.picker) ?? "unassigned";
    totals.set(crew, (totals.get(crew) ?? 0) + line.cents);
  }
  return totals;
}
