import { CALIBRES, calibreOf } from './calibre.js'

/** Grade a batch of unit weights (grams): how many of each calibre, and how many undersize. */
export function gradeBatch (weights) {
  const counts = Object.fromEntries(CALIBRES.map((c) => [c.no, 0]))
  let undersize = 0
  for (const w of weights) {
    const no = calibreOf(w)
    if (no === null) undersize++
    else counts[no]++
  }
  return { counts, undersize, total: weights.length }
}

/** The share (0-1, three decimals) of a batch in a calibre. */
export function shareOf (graded, no) {
  if (graded.total === 0) return 0
  return Math.round((graded.counts[no] / graded.total) * 1000) / 1000
}
