'use strict'

const assert = require('assert')
const { byTeam } = require('../lib/log')
const { summary } = require('../lib/trail')
const { check } = require('../lib/compliance')
const { raceEvents } = require('./helpers')

describe('compliance', function () {
  const teams = byTeam(raceEvents())
  const team = (bib) => summary(bib, teams.get(bib), 'Nome')

  it('passes a team that took every rest', function () {
    assert.deepStrictEqual(check(team(3)), [])
  })

  it('finds a short rest at White Mountain', function () {
    assert.deepStrictEqual(check(team(7)), ['no 8-hour rest at White Mountain'])
  })

  it('leaves the rests of a team on the trail for later', function () {
    assert.deepStrictEqual(check(team(11)), [])
  })

  it('counts the dogs', function () {
    const t = team(3)
    const problems = check({ ...t, dogsStart: 18, dogsNow: 4 })
    assert.deepStrictEqual(problems, ['started with 18 dogs, 16 allowed', 'finished with 4 dogs, 5 needed'])
    const up = { ...t, stops: t.stops.map((s) => (s.checkpoint === 'Galena' ? { ...s, dogsOut: 15 } : s)) }
    assert.deepStrictEqual(check(up), ['dogs went up from 14 to 15 at Galena'])
  })
})
