// Losses between two counts of a bag.

/** Percentage of oysters lost between two counts, one decimal. */
export function mortalityPct (before, after) {
  if (before <= 0 || after < 0 || after > before) throw new RangeError(`bad counts ${before} -> ${after}`)
  return Math.round(((before - after) / before) * 1000) / 10
}

/** 'ok', 'watch' from 10 % and 'alert' from 25 % lost (the herpesvirus summers). */
export function mortalityLevel (pct) {
  if (pct >= 25) return 'alert'
  if (pct >= 10) return 'watch'
  return 'ok'
}
