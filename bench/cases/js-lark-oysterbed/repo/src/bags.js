// The farm's bags of oysters on the trestles of the foreshore.
//   id,row,count,meanG
//   B-014,3,180,92

export function parseStock (text) {
  const lines = text.trim().split('\n')
  const header = lines.shift().trim()
  if (header !== 'id,row,count,meanG') throw new Error(`unexpected stock header "${header}"`)
  return lines.filter((l) => l.trim()).map((line, i) => {
    const [id, row, count, meanG] = line.trim().split(',')
    const bag = { id, row: Number(row), count: Number(count), meanG: Number(meanG) }
    if (!id || ![bag.row, bag.count, bag.meanG].every(Number.isFinite)) {
      throw new Error(`stock line ${i + 2}: bad bag "${line.trim()}"`)
    }
    return bag
  })
}

/** The weight of a bag's oysters in kilograms, one decimal. */
export function biomassKg (bag) {
  return Math.round((bag.count * bag.meanG) / 100) / 10
}

/** A bag heavier than maxKg is crowded (and too heavy to turn): split it in two. */
export function needsSplit (bag, maxKg = 15) {
  return biomassKg(bag) > maxKg
}

export function splitBag (bag) {
  const half = Math.ceil(bag.count / 2)
  return [
    { ...bag, id: `${bag.id}a`, count: half },
    { ...bag, id: `${bag.id}b`, count: bag.count - half }
  ]
}

/** Oysters and kilograms on each trestle row, rows in order. */
export function rowTotals (bags) {
  const rows = new Map()
  for (const bag of [...bags].sort((a, b) => a.row - b.row)) {
    const total = rows.get(bag.row) ?? { row: bag.row, bags: 0, count: 0, kg: 0 }
    total.bags++
    total.count += bag.count
    total.kg = Math.round((total.kg + biomassKg(bag)) * 10) / 10
    rows.set(bag.row, total)
  }
  return [...rows.values()]
}
