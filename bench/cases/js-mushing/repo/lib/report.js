'use strict'

const { standings } = require('./standings')
const { formatDuration } = require('./time')
const { DEFAULT_RULES } = require('./rules')

function report (events, names = {}, rules = DEFAULT_RULES) {
  const lines = []
  standings(events, rules).forEach((t, i) => {
    const name = names[t.bib] || `bib ${t.bib}`
    const where = t.finished ? `finished ${formatDuration(t.elapsed)}` : `${t.lastCheckpoint}`
    lines.push(`${String(i + 1).padStart(2)}. ${name.padEnd(20)} ${where.padEnd(22)} dogs ${t.dogsNow}  rest ${formatDuration(t.restTotal)}`)
    for (const p of t.problems) lines.push(`      ! ${p}`)
  })
  return lines.join('\n')
}

module.exports = { report }
