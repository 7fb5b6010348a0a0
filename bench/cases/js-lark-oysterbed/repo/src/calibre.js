// French cupped-oyster calibres by unit weight in grams: No. 0 is the largest.
export const CALIBRES = [
  { no: 0, min: 151 },
  { no: 1, min: 111 },
  { no: 2, min: 86 },
  { no: 3, min: 66 },
  { no: 4, min: 46 },
  { no: 5, min: 30 }
]

/** The calibre of an oyster of the given weight in grams, or null under 30 g. */
export function calibreOf (grams) {
  if (!(grams >= 0)) throw new RangeError(`bad weight ${grams}`)
  const found = CALIBRES.find((c) => grams >= c.min)
  return found ? found.no : null
}

/** The weight range of a calibre, max null for No. 0. */
export function rangeOf (no) {
  const i = CALIBRES.findIndex((c) => c.no === no)
  if (i === -1) throw new RangeError(`no calibre ${no}`)
  return { min: CALIBRES[i].min, max: i === 0 ? null : CALIBRES[i - 1].min - 1 }
}
