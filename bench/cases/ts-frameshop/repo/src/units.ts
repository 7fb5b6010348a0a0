// Sizes are kept in whole millimetres. Customers give them in mm, cm or inches.

export interface Size {
  w: number; // mm
  h: number; // mm
}

export type Unit = "mm" | "cm" | "in";

const MM_PER: Record<Unit, number> = { mm: 1, cm: 10, in: 25.4 };

/** Converts a length in the given unit to whole millimetres. */
export function toMm(value: number, unit: Unit): number {
  return Math.round(value * MM_PER[unit]);
}

/** Parses "500 x 400 mm", "20x16in" or "50 × 40 cm" (mm if no unit is given). */
export function parseSize(text: string): Size {
  const m = /^\s*(\d+(?:\.\d+)?)\s*[x×]\s*(\d+(?:\.\d+)?)\s*(mm|cm|in|")?\s*$/i.exec(text);
  if (!m) throw new Error(`cannot read size "${text}"`);
  const raw = (m[3] ?? "mm").toLowerCase();
  const unit: Unit = raw === '"' ? "in" : (raw as Unit);
  const size = { w: toMm(Number(m[1]), unit), h: toMm(Number(m[2]), unit) };
  if (size.w <= 0 || size.h <= 0) throw new Error(`size "${text}" has no area`);
  return size;
}

/** Area in square metres. */
export function areaM2(s: Size): number {
  return (s.w * s.h) / 1_000_000;
}

/** Grows a size by the same margin on every side. */
export function grow(s: Size, marginMm: number): Size {
  return { w: s.w + 2 * marginMm, h: s.h + 2 * marginMm };
}

export function formatSize(s: Size): string {
  return `${s.w} x ${s.h} mm`;
}
