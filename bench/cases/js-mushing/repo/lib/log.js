'use strict'

const { parseStamp } = require('./time')

// One line per checkpoint event: bib,in|out,checkpoint,time,dogs
//   12,out,Willow,2026-03-01T14:00,16
//   12,in,Yentna,2026-03-01T19:42,16
// Blank lines and lines starting with # are skipped.

function parseLog (text) {
  const events = []
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trim()
    if (!line || line.startsWith('#')) return
    const fields = line.split(',').map((f) => f.trim())
    if (fields.length !== 5) {
      throw new Error(`log line ${i + 1}: expected bib,in|out,checkpoint,time,dogs`)
    }
    const [bib, kind, checkpoint, stamp, dogs] = fields
    if (kind !== 'in' && kind !== 'out') {
      throw new Error(`log line ${i + 1}: event must be in or out, not ${JSON.stringify(kind)}`)
    }
    if (!/^\d+$/.test(bib) || !/^\d+$/.test(dogs)) {
      throw new Error(`log line ${i + 1}: bib and dogs are whole numbers`)
    }
    events.push({ bib: Number(bib), kind, checkpoint, at: parseStamp(stamp), dogs: Number(dogs), line: i + 1 })
  })
  return events
}

// Events grouped by bib, each team's in time order
function byTeam (events) {
  const teams = new Map()
  for (const e of events) {
    if (!teams.has(e.bib)) teams.set(e.bib, [])
    teams.get(e.bib).push(e)
  }
  for (const list of teams.values()) list.sort((a, b) => a.at - b.at || (a.kind === 'in' ? -1 : 1))
  return teams
}

module.exports = { parseLog, byTeam }
