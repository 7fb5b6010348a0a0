import type { ActKind, JournalEntry } from "./types.js";

export interface NewEntry {
  day: string;
  signer: string;
  act: ActKind;
  idSummary: string;
  feeCents: number;
}

/**
 * The notary's journal: one numbered line per notarial act, never changed once written.
 * Numbers run per calendar year: 2024-0001, 2024-0002, ...
 */
export class Journal {
  private readonly entries: JournalEntry[] = [];
  private readonly lastNumber = new Map<string, number>();

  record(entry: NewEntry): JournalEntry {
    const last = this.entries[this.entries.length - 1];
    if (last && entry.day < last.day) {
      throw new Error(`journal entries must be in date order: ${entry.day} after ${last.day}`);
    }
    const year = entry.day.slice(0, 4);
    const seq = (this.lastNumber.get(year) ?? 0) + 1;
    this.lastNumber.set(year, seq);
    const written: JournalEntry = Object.freeze({ ...entry, number: `${year}-${String(seq).padStart(4, "0")}` });
    this.entries.push(written);
    return written;
  }

  get size(): number {
    return this.entries.length;
  }

  all(): readonly JournalEntry[] {
    return this.entries;
  }

  bySigner(name: string): JournalEntry[] {
    const needle = name.toLowerCase();
    return this.entries.filter((e) => e.signer.toLowerCase().includes(needle));
  }

  between(from: string, to: string): JournalEntry[] {
    return this.entries.filter((e) => e.day >= from && e.day <= to);
  }

  totalFees(from: string, to: string): number {
    return this.between(from, to).reduce((sum, e) => sum + e.feeCents, 0);
  }
}

function csvField(value: string | number): string {
  const text = String(value);
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(entries: readonly JournalEntry[]): string {
  const header = ["number", "day", "signer", "act", "id"];
  const rows = entries.map((e) => [e.number, e.day, e.signer, e.act, e.idSummary].map(csvField).join(","));
  return [header.join(","), ...rows].join("\n");
}
