'use strict'

const assert = require('assert')
const { parseLog, byTeam } = require('../lib/log')
const { raceEvents } = require('./helpers')

describe('log', function () {
  it('reads the checkpoint log', function () {
    const events = raceEvents()
    assert.strictEqual(events.length, 20)
    assert.deepStrictEqual(
      { ...events[0], at: undefined },
      { bib: 3, kind: 'out', checkpoint: 'Willow', at: undefined, dogs: 16, line: 2 }
    )
  })

  it('groups the events by team in time order', function () {
    const teams = byTeam(parseLog('5,in,Nome,2026-03-10T02:00,9\n5,out,Willow,2026-03-01T14:00,14\n'))
    assert.deepStrictEqual(teams.get(5).map((e) => e.checkpoint), ['Willow', 'Nome'])
  })

  it('says which line is wrong', function () {
    assert.throws(() => parseLog('# header\n3,in,Nome\n'), /log line 2: expected/)
    assert.throws(() => parseLog('3,at,Nome,2026-03-10T02:00,9'), /log line 1: event must be in or out/)
    assert.throws(() => parseLog('3,in,Nome,2026-03-10T02:00,nine'), /log line 1: bib and dogs/)
  })
})
