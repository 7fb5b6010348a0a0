import type { Ranked } from "./types";

/** One line a place: "1. ana 42". */
export function formatBoard(ranked: readonly Ranked[]): string {
  return ranked.map((r) => `${r.place}. ${r.player} ${r.score}`).join("\n");
}
