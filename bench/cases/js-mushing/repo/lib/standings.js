'use strict'

const { byTeam } = require('./log')
const { summary } = require('./trail')
const { check } = require('./compliance')
const { DEFAULT_RULES } = require('./rules')

// Finished teams by elapsed time, then the teams on the trail by the number
// of checkpoints reached (more first) and the time they got there.
function standings (events, rules = DEFAULT_RULES) {
  const teams = [...byTeam(events)].map(([bib, list]) => {
    const team = summary(bib, list, rules.finish)
    return { ...team, problems: check(team, rules) }
  })
  teams.sort((a, b) => {
    if (a.finished !== b.finished) return a.finished ? -1 : 1
    if (a.finished) return a.elapsed - b.elapsed
    return b.reached - a.reached || a.lastTime - b.lastTime
  })
  return teams
}

module.exports = { standings }
