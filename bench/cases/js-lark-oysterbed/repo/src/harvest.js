import { calibreOf } from './calibre.js'
import { biomassKg } from './bags.js'

/** Bags whose mean oyster has reached the calibre (its number or a bigger oyster's). */
export function readyBags (bags, calibre) {
  return bags.filter((bag) => {
    const no = calibreOf(bag.meanG)
    return no !== null && no <= calibre
  })
}

/** What a harvest at the calibre would bring in: the bags by row, whole dozens and kilograms. */
export function harvestPlan (bags, calibre) {
  const ready = readyBags(bags, calibre).sort((a, b) => a.row - b.row || a.id.localeCompare(b.id))
  const count = ready.reduce((n, bag) => n + bag.count, 0)
  const kg = Math.round(ready.reduce((sum, bag) => sum + biomassKg(bag), 0) * 10) / 10
  return { bags: ready.map((bag) => bag.id), dozens: Math.floor(count / 12), kg }
}
