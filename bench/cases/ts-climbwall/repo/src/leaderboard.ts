import type { Logbook } from "./logbook.js";

export interface Standing {
  place: number;
  climber: string;
  score: number;
}

export class Leaderboard {
  constructor(private readonly books: Logbook[]) {}

  // Highest score first; equal scores share a place and the next place is skipped (1, 2, 2, 4).
  standings(year: number, month: number): Standing[] {
    const rows = this.books
      .map((book) => ({ climber: book.climber, score: book.monthScore(year, month) }))
      .filter((row) => row.score > 0)
      .sort((a, b) => b.score - a.score || a.climber.localeCompare(b.climber));
    return rows.map((row) => ({ place: rows.findIndex((other) => other.score === row.score) + 1, ...row }));
  }
}
