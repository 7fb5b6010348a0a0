/** Positions on the terrain, in centimetres from the throwing circle. */
export interface Point {
  x: number
  y: number
}

export function distance(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y)
}

/** Distances are measured to the millimetre: a tie is anything under 0.1 cm apart. */
export const MEASURE_TOLERANCE = 0.1

export function sameDistance(a: number, b: number): boolean {
  return Math.abs(a - b) < MEASURE_TOLERANCE
}
