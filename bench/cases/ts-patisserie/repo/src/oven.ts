// The oven: trays per product, bake times and the morning's bake schedule.

export interface Bake {
  product: string;
  /** Pieces on one tray. */
  perTray: number;
  /** Minutes in the oven. */
  minutes: number;
}

export const BAKES: Record<string, Bake> = {
  croissant: { product: "croissant", perTray: 12, minutes: 18 },
  madeleine: { product: "madeleine", perTray: 20, minutes: 10 },
  "tarte aux pommes": { product: "tarte aux pommes", perTray: 2, minutes: 40 },
};

/** Trays the deck oven holds at once. */
export const OVEN_TRAYS = 4;

export interface Load {
  product: string;
  trays: number;
  start: string;
  finish: string;
}

export class OvenError extends Error {}

export function toMinutes(time: string): number {
  const m = /^(\d{1,2}):(\d{2})$/.exec(time);
  if (!m) {
    throw new OvenError(`bad time ${time}`);
  }
  return Number(m[1]) * 60 + Number(m[2]);
}

export function fromMinutes(minutes: number): string {
  const h = Math.floor(minutes / 60) % 24;
  const m = minutes % 60;
  return `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`;
}

export function traysFor(product: string, pieces: number): number {
  const bake = BAKES[product];
  if (!bake) {
    throw new OvenError(`no bake for ${product}`);
  }
  return Math.ceil(pieces / bake.perTray);
}

/**
 * The loads for a list of products and pieces, one product per load, as
 * many trays as the oven takes, one load after another from `start`.
 */
export function schedule(items: { product: string; pieces: number }[], start: string): Load[] {
  let clock = toMinutes(start);
  const loads: Load[] = [];
  for (const item of items) {
    let trays = traysFor(item.product, item.pieces);
    const minutes = BAKES[item.product].minutes;
    while (trays > 0) {
      const n = Math.min(trays, OVEN_TRAYS);
      loads.push({ product: item.product, trays: n, start: fromMinutes(clock), finish: fromMinutes(clock + minutes) });
      clock += minutes;
      trays -= n;
    }
  }
  return loads;
}

/** When the last load comes out, or `start` if there is nothing to bake. */
export function finishTime(loads: Load[], start: string): string {
  return loads.length ? loads[loads.length - 1].finish : start;
}
