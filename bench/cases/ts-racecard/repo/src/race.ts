import type { Odds } from './odds';

export interface Runner {
  /** Unique across all meetings; names repeat (there is more than one "Lucky Star"). */
  horseId: string;
  name: string;
  cloth: number;
  /** Starting price, or the price shown when a withdrawn runner came out. */
  sp: Odds;
}

export interface Race {
  id: string;
  course: string;
  handicap: boolean;
  runners: Runner[];
  /** Names of the runners withdrawn after the market formed. */
  withdrawn: string[];
  /** Finishing order by name; runners that tied share one entry, e.g. ["A", ["B", "C"], "D"]. */
  result: (string | string[])[];
}

/** Runners that came under orders. */
export function starters(race: Race): Runner[] {
  return race.runners.filter((r) => !race.withdrawn.includes(r.name));
}

export function runnerNamed(race: Race, name: string): Runner {
  const runner = race.runners.find((r) => r.name === name);
  if (!runner) {
    throw new Error(`no runner "${name}" in ${race.id}`);
  }
  return runner;
}

/**
 * Where a runner finished, and how many shared that place: { position: 2, tiedWith: 2 } for a dead heat for
 * second. Undefined when it was not placed in the result.
 */
export function placing(race: Race, name: string): { position: number; tiedWith: number } | undefined {
  let position = 1;
  for (const entry of race.result) {
    const names = Array.isArray(entry) ? entry : [entry];
    if (names.includes(name)) {
      return { position, tiedWith: names.length };
    }
    position += names.length;
  }
  return undefined;
}
