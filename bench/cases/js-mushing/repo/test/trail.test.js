'use strict'

const assert = require('assert')
const { byTeam } = require('../lib/log')
const { stopsOf, summary } = require('../lib/trail')
const { raceEvents } = require('./helpers')

describe('trail', function () {
  const teams = byTeam(raceEvents())

  it('pairs the ins and outs into stops', function () {
    const stops = stopsOf(teams.get(3))
    assert.deepStrictEqual(stops.map((s) => [s.checkpoint, s.rest]), [
      ['Willow', null],
      ['Takotna', 1470],
      ['Galena', 495],
      ['White Mountain', 480],
      ['Nome', null]
    ])
  })

  it('sums up a finished team', function () {
    const t = summary(3, teams.get(3), 'Nome')
    assert.strictEqual(t.finished, true)
    assert.strictEqual(t.elapsed, 8 * 1440 + 13 * 60 + 30)
    assert.strictEqual(t.restTotal, 1470 + 495 + 480)
    assert.strictEqual(t.dogsStart, 16)
    assert.strictEqual(t.dogsNow, 12)
  })

  it('sums up a team still on the trail', function () {
    const t = summary(11, teams.get(11), 'Nome')
    assert.strictEqual(t.finished, false)
    assert.strictEqual(t.elapsed, null)
    assert.strictEqual(t.lastCheckpoint, 'Galena')
    assert.strictEqual(t.reached, 2)
    assert.strictEqual(t.dogsNow, 12)
  })
})
