import { test } from 'node:test'
import assert from 'node:assert/strict'
import { parseStock } from '../src/bags.js'
import { harvestPlan, readyBags } from '../src/harvest.js'
import { mortalityLevel, mortalityPct } from '../src/mortality.js'
import { STOCK } from './fixtures.js'

test('bags ready at a calibre', () => {
  const bags = parseStock(STOCK)
  assert.deepEqual(readyBags(bags, 0).map((bag) => bag.id), ['B-031'])
  assert.deepEqual(readyBags(bags, 2).map((bag) => bag.id), ['B-021', 'B-022', 'B-023', 'B-031'])
})

test('harvest plan for the Christmas market', () => {
  assert.deepEqual(harvestPlan(parseStock(STOCK), 3), {
    bags: ['B-012', 'B-021', 'B-022', 'B-023', 'B-031'],
    dozens: 58,
    kg: 67
  })
  assert.deepEqual(harvestPlan([], 3), { bags: [], dozens: 0, kg: 0 })
})

test('mortality', () => {
  assert.equal(mortalityPct(200, 183), 8.5)
  assert.equal(mortalityLevel(8.5), 'ok')
  assert.equal(mortalityLevel(mortalityPct(160, 120)), 'alert')
  assert.equal(mortalityLevel(12), 'watch')
  assert.throws(() => mortalityPct(100, 120), /bad counts 100 -> 120/)
})
