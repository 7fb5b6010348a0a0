import { category } from "./categories.js";
import { makerNames, type Entry } from "./entries.js";
import type { Award } from "./awards.js";

export interface CatalogueOptions {
  /** Print the price of quilts that are for sale. Default true. */
  prices?: boolean;
}

export function sizeText(entry: Entry): string {
  return `${entry.widthCm} × ${entry.heightCm} cm`;
}

export function catalogueLine(entry: Entry, options: CatalogueOptions = {}): string {
  const { prices = true } = options;
  let line = `${String(entry.number).padStart(3)}  ${entry.title} — ${makerNames(entry)}, ${sizeText(entry)}`;
  if (prices && entry.forSale && entry.priceInPounds) line += `  For sale £${entry.priceInPounds}`;
  return line;
}

/** The catalogue: a heading per category, entries in number order under it. */
export function catalogue(entries: Entry[], options: CatalogueOptions = {}): string {
  const byCode = new Map<string, Entry[]>();
  for (const e of [...entries].sort((a, b) => a.number - b.number)) {
    const list = byCode.get(e.category) ?? [];
    list.push(e);
    byCode.set(e.category, list);
  }
  const sections: string[] = [];
  for (const [code, list] of [...byCode].sort(([a], [b]) => a.localeCompare(b))) {
    sections.push([category(code).name.toUpperCase(), ...list.map((e) => catalogueLine(e, options))].join("\n"));
  }
  return sections.join("\n\n");
}

/** The results board: each award with the entry's title and maker. */
export function resultsBoard(awards: Award[], entries: Entry[]): string[] {
  const byNumber = new Map(entries.map((e) => [e.number, e]));
  return awards.map((a) => {
    const e = byNumber.get(a.entry);
    const who = e ? `${e.title} (${makerNames(e)})` : `entry ${a.entry}`;
    return `${a.category} ${a.placing.padEnd(3)} ${who} ${a.score.toFixed(1)}`;
  });
}
