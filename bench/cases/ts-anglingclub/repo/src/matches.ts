import { formatWeight } from './weights';

export interface Match {
  id: string;
  date: string;
  venue: string;
  /** Pegs are numbered 1..pegCount along the bank. */
  pegCount: number;
  /** Consecutive pegs are grouped into sections of this many. */
  sectionSize: number;
}

export interface ResultRow {
  angler: string;
  peg: number;
  weightOz: number;
  place: number;
  section: number;
  sectionPlace: number;
}

/** Small seeded generator so that a draw can be repeated from its seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Draws a peg for each angler; pegs left over stay empty. */
export function drawPegs(match: Match, anglers: string[], seed: number): Map<string, number> {
  if (anglers.length > match.pegCount) {
    throw new Error(`${anglers.length} anglers for ${match.pegCount} pegs at ${match.venue}`);
  }
  const pegs = Array.from({ length: match.pegCount }, (_, i) => i + 1);
  const random = seededRandom(seed);
  for (let i = pegs.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [pegs[i], pegs[j]] = [pegs[j], pegs[i]];
  }
  const draw = new Map<string, number>();
  anglers.forEach((angler, i) => draw.set(angler, pegs[i]));
  return draw;
}

export function sectionOf(match: Match, peg: number): number {
  if (peg < 1 || peg > match.pegCount) {
    throw new RangeError(`peg ${peg} is not on the ${match.venue} bank`);
  }
  return Math.ceil(peg / match.sectionSize);
}

/**
 * Places by weight, heaviest first; equal weights share a place and the
 * next place is skipped (1, 2, 2, 4).
 */
export function rankByWeight<T extends { weightOz: number }>(rows: T[]): Array<T & { place: number }> {
  const sorted = [...rows].sort((a, b) => b.weightOz - a.weightOz);
  return sorted.map((row, i) => {
    let place = i + 1;
    if (i > 0 && sorted[i - 1].weightOz === row.weightOz) {
      let first = i;
      while (first > 0 && sorted[first - 1].weightOz === row.weightOz) {
        first--;
      }
      place = first + 1;
    }
    return { ...row, place };
  });
}

/** Results of a match from the draw and the weigh-in (ounces; absent from the weigh-in = dry net). */
export function matchResults(
  match: Match,
  draw: Map<string, number>,
  weighIn: Map<string, number>,
): ResultRow[] {
  for (const angler of weighIn.keys()) {
    if (!draw.has(angler)) {
      throw new Error(`${angler} weighed in but was not in the draw`);
    }
  }
  const rows = [...draw.entries()].map(([angler, peg]) => ({
    angler,
    peg,
    weightOz: weighIn.get(angler) ?? 0,
    section: sectionOf(match, peg),
  }));
  const overall = rankByWeight(rows);

  const sectionPlaces = new Map<string, number>();
  const sections = new Set(rows.map((r) => r.section));
  for (const section of sections) {
    for (const row of rankByWeight(rows.filter((r) => r.section === section))) {
      sectionPlaces.set(row.angler, row.place);
    }
  }

  return overall
    .map((row) => ({ ...row, sectionPlace: sectionPlaces.get(row.angler)! }))
    .sort((a, b) => a.place - b.place || a.peg - b.peg);
}

/** The results board as pinned up in the clubhouse. */
export function resultsBoard(match: Match, rows: ResultRow[]): string[] {
  const lines = [`${match.venue} ${match.date}`];
  for (const row of rows) {
    const weight = row.weightOz > 0 ? formatWeight(row.weightOz) : 'DNW';
    lines.push(`${row.place}. ${row.angler} (peg ${row.peg}, section ${row.section}) ${weight}`);
  }
  return lines;
}
