import { test } from 'node:test'
import assert from 'node:assert/strict'
import { calibreOf, rangeOf } from '../src/calibre.js'
import { gradeBatch, shareOf } from '../src/grading.js'

test('calibre by unit weight', () => {
  assert.equal(calibreOf(160), 0)
  assert.equal(calibreOf(151), 0)
  assert.equal(calibreOf(150), 1)
  assert.equal(calibreOf(86), 2)
  assert.equal(calibreOf(85.5), 3)
  assert.equal(calibreOf(30), 5)
  assert.equal(calibreOf(29), null)
  assert.throws(() => calibreOf(-1), /bad weight -1/)
})

test('calibre ranges', () => {
  assert.deepEqual(rangeOf(0), { min: 151, max: null })
  assert.deepEqual(rangeOf(3), { min: 66, max: 85 })
  assert.throws(() => rangeOf(6), /no calibre 6/)
})

test('grading a batch', () => {
  const graded = gradeBatch([152, 140, 97, 90, 88, 70, 50, 31, 22, 12])
  assert.deepEqual(graded.counts, { 0: 1, 1: 1, 2: 3, 3: 1, 4: 1, 5: 1 })
  assert.equal(graded.undersize, 2)
  assert.equal(graded.total, 10)
  assert.equal(shareOf(graded, 2), 0.3)
  assert.equal(shareOf(gradeBatch([]), 2), 0)
})
