'use strict'

// The rules a team's stops are checked against. A mandatory rest is taken
// anywhere, or at one of a list of checkpoints.
const DEFAULT_RULES = {
  finish: 'Nome',
  maxDogsStart: 16,
  minDogsFinish: 5,
  mandatoryRests: [
    { label: '24-hour layover', minutes: 1440 },
    { label: '8-hour rest on the Yukon', minutes: 480, at: ['Ruby', 'Galena', 'Nulato', 'Kaltag', 'Anvik', 'Grayling', 'Eagle Island'] },
    { label: '8-hour rest at White Mountain', minutes: 480, at: ['White Mountain'] }
  ]
}

module.exports = { DEFAULT_RULES }
