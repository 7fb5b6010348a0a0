import { distance, sameDistance, type Point } from './geometry'

export interface Boule {
  team: string
  at: Point
}

export interface EndResult {
  /** The team that scores, or null for a void end (equal nearest boules of both teams). */
  team: string | null
  points: number
}

/**
 * Score an end: the team with the boule nearest the jack scores one point for each of
 * its boules nearer than the opponents' nearest one. Boules knocked out of bounds are
 * not passed in. Equal nearest boules of both teams make the end void.
 */
export function scoreEnd(jack: Point, boules: Boule[]): EndResult {
  if (boules.length === 0) return { team: null, points: 0 }
  const measured = boules
    .map((b) => ({ team: b.team, d: distance(jack, b.at) }))
    .sort((a, b) => a.d - b.d)

  const leader = measured[0].team
  const bestOther = measured.find((m) => m.team !== leader)
  if (bestOther && sameDistance(bestOther.d, measured[0].d)) return { team: null, points: 0 }

  let points = 0
  for (const m of measured) {
    if (m.team !== leader) break
    if (bestOther && sameDistance(m.d, bestOther.d)) break
    points++
  }
  return { team: leader, points }
}
