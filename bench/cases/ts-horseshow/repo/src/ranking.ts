import { isClear } from "./faults.js";
import type { Placed, RoundScore } from "./types.js";

/** Finished rounds first, fewest faults, then fastest; 0 means equal. */
export function compareRounds(a: RoundScore, b: RoundScore): number {
  const af = a.status === "finished" ? 0 : 1;
  const bf = b.status === "finished" ? 0 : 1;
  if (af !== bf) {
    return af - bf;
  }
  if (af === 1) {
    return 0;
  }
  if (a.faults !== b.faults) {
    return a.faults - b.faults;
  }
  return Math.round(a.seconds * 100) - Math.round(b.seconds * 100);
}

/** Who rides in the jump-off: every clear first round. */
export function jumpOffQualifiers(first: RoundScore[]): number[] {
  return first.filter(isClear).map((score) => score.entry);
}

/**
 * Gives places with equal places for equal results: the next place after a tie
 * skips the tied ones (1, 2, 2, 4). Rows must already be sorted with `cmp`.
 */
export function assignPlaces(rows: Placed[], cmp: (a: Placed, b: Placed) => number): Placed[] {
  let place = 0;
  return rows.map((row, index) => {
    if (row.first.status !== "finished") {
      return { ...row, place: null };
    }
    if (index === 0 || cmp(rows[index - 1], row) !== 0) {
      place = index + 1;
    }
    return { ...row, place };
  });
}

function compareWithJumpOff(a: Placed, b: Placed): number {
  const aj = a.jumpOff !== undefined ? 0 : 1;
  const bj = b.jumpOff !== undefined ? 0 : 1;
  if (aj !== bj) {
    return aj - bj;
  }
  if (a.jumpOff && b.jumpOff) {
    return compareRounds(a.jumpOff, b.jumpOff);
  }
  return compareRounds(a.first, b.first);
}

/**
 * Table A with one jump-off: the jump-off riders are placed first, on their
 * jump-off faults and time; everyone else on first-round faults and time.
 * Eliminated and retired first rounds are not placed.
 */
export function rankTableA(first: RoundScore[], jumpOff: RoundScore[]): Placed[] {
  const byEntry = new Map(jumpOff.map((score) => [score.entry, score]));
  const rows: Placed[] = first.map((score) => ({
    entry: score.entry,
    place: null,
    first: score,
    jumpOff: byEntry.get(score.entry),
  }));
  rows.sort(compareWithJumpOff);
  return assignPlaces(rows, compareWithJumpOff);
}
