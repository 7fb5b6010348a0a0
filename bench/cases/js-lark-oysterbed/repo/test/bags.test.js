import { test } from 'node:test'
import assert from 'node:assert/strict'
import { biomassKg, needsSplit, parseStock, rowTotals, splitBag } from '../src/bags.js'
import { STOCK } from './fixtures.js'

test('parsing the stock', () => {
  const bags = parseStock(STOCK)
  assert.equal(bags.length, 6)
  assert.deepEqual(bags[2], { id: 'B-021', row: 2, count: 140, meanG: 96 })
  assert.throws(() => parseStock('id,row,count\nB-1,1,100'), /unexpected stock header/)
  assert.throws(() => parseStock('id,row,count,meanG\nB-1,1,many,80'), /stock line 2: bad bag "B-1,1,many,80"/)
})

test('biomass and crowded bags', () => {
  const bags = parseStock(STOCK)
  assert.deepEqual(bags.map(biomassKg), [12.2, 16.3, 13.4, 11.8, 13.2, 12.3])
  assert.deepEqual(bags.filter((bag) => needsSplit(bag)).map((bag) => bag.id), ['B-012'])
  assert.deepEqual(bags.filter((bag) => needsSplit(bag, 12.5)).map((bag) => bag.id), ['B-012', 'B-021', 'B-023'])
})

test('splitting a bag', () => {
  const [a, b] = splitBag({ id: 'B-012', row: 1, count: 231, meanG: 71 })
  assert.deepEqual([a.id, a.count, b.id, b.count], ['B-012a', 116, 'B-012b', 115])
  assert.equal(a.meanG, 71)
})

test('totals per row', () => {
  assert.deepEqual(rowTotals(parseStock(STOCK)), [
    { row: 1, bags: 2, count: 440, kg: 28.5 },
    { row: 2, bags: 3, count: 390, kg: 38.4 },
    { row: 3, bags: 1, count: 80, kg: 12.3 }
  ])
})
