'use strict'

const assert = require('assert')
const { standings } = require('../lib/standings')
const { raceEvents } = require('./helpers')

describe('standings', function () {
  it('puts the finishers first, by elapsed time', function () {
    const table = standings(raceEvents())
    assert.deepStrictEqual(table.map((t) => [t.bib, t.finished]), [[7, true], [3, true], [11, false]])
    assert.deepStrictEqual(table[0].problems, ['no 8-hour rest at White Mountain'])
  })

  it('ranks the teams on the trail by checkpoints reached', function () {
    const events = raceEvents().filter((e) => e.checkpoint !== 'Nome' && !(e.bib === 3 && e.checkpoint !== 'Willow'))
    assert.deepStrictEqual(standings(events).map((t) => t.bib), [7, 11, 3])
  })
})
