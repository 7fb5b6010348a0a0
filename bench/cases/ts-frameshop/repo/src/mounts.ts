import type { Size } from "./units";

// Mount board cut with a bevelled window that overlaps the artwork.

export interface MountOptions {
  borderMm: number; // width of the board around the window
  overlapMm?: number; // how far the window edge covers the artwork, each side
  double?: boolean; // a second board showing a thin reveal inside the first
}

export const DEFAULT_OVERLAP_MM = 3;
export const DOUBLE_REVEAL_MM = 5;

export interface Mount {
  window: Size; // the opening in the top board
  outer: Size; // board size, which is what goes in the frame
  boards: number;
}

export function windowFor(art: Size, overlapMm = DEFAULT_OVERLAP_MM): Size {
  const window = { w: art.w - 2 * overlapMm, h: art.h - 2 * overlapMm };
  if (window.w <= 0 || window.h <= 0) throw new Error("overlap swallows the artwork");
  return window;
}

export function cutMount(art: Size, opts: MountOptions): Mount {
  if (opts.borderMm < 0) throw new Error("negative border");
  const window = windowFor(art, opts.overlapMm);
  // A double mount's under board has the same outer size; its window is
  // DOUBLE_REVEAL_MM smaller each side and is cut in the workshop from this.
  const outer = { w: window.w + 2 * opts.borderMm, h: window.h + 2 * opts.borderMm };
  return { window, outer, boards: opts.double ? 2 : 1 };
}

/** Mount board used in m², both boards of a double mount included. */
export function boardAreaM2(m: Mount): number {
  return (m.outer.w * m.outer.h * m.boards) / 1_000_000;
}
