'use strict'

const { DEFAULT_RULES } = require('./rules')

function restTaken (stops, rest) {
  return stops.some((s) => s.rest !== null && s.rest >= rest.minutes && (!rest.at || rest.at.includes(s.checkpoint)))
}

// Problems with a team's race so far; a rest still to come is only a problem
// once the team has finished.
function check (team, rules = DEFAULT_RULES) {
  const problems = []
  if (team.dogsStart !== null && team.dogsStart > rules.maxDogsStart) {
    problems.push(`started with ${team.dogsStart} dogs, ${rules.maxDogsStart} allowed`)
  }
  let dogs = team.dogsStart
  for (const s of team.stops) {
    for (const count of [s.dogsIn, s.dogsOut]) {
      if (count === null) continue
      if (dogs !== null && count > dogs) problems.push(`dogs went up from ${dogs} to ${count} at ${s.checkpoint}`)
      dogs = count
    }
  }
  if (team.finished) {
    if (team.dogsNow < rules.minDogsFinish) {
      problems.push(`finished with ${team.dogsNow} dogs, ${rules.minDogsFinish} needed`)
    }
    for (const rest of rules.mandatoryRests) {
      if (!restTaken(team.stops, rest)) problems.push(`no ${rest.label}`)
    }
  }
  return problems
}

module.exports = { check, restTaken }
