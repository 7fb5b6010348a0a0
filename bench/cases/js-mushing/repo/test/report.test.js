'use strict'

const assert = require('assert')
const { report } = require('../lib/report')
const { raceEvents, NAMES } = require('./helpers')

describe('report', function () {
  it('lists the standings with their problems', function () {
    assert.strictEqual(report(raceEvents(), NAMES), [
      ' 1. Pete Kaiser          finished 8d 08h 38m    dogs 13  rest 1d 14h 10m',
      '      ! no 8-hour rest at White Mountain',
      ' 2. Aliy Zirkle          finished 8d 13h 30m    dogs 12  rest 1d 16h 45m',
      ' 3. Ryne Olson           Galena                 dogs 12  rest 1d 00h 05m'
    ].join('\n'))
  })
})
