'use strict'

const fs = require('fs')
const path = require('path')
const { parseLog } = require('../lib/log')

function raceEvents () {
  return parseLog(fs.readFileSync(path.join(__dirname, 'fixtures', 'race.log'), 'utf8'))
}

const NAMES = { 3: 'Aliy Zirkle', 7: 'Pete Kaiser', 11: 'Ryne Olson' }

module.exports = { raceEvents, NAMES }
