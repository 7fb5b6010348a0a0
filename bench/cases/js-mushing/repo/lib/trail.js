'use strict'

// A team's race from its events: the stops (in and out of a checkpoint) and
// the runs between them.

function stopsOf (events) {
  const stops = []
  let open = null
  for (const e of events) {
    if (e.kind === 'in') {
      open = { checkpoint: e.checkpoint, in: e.at, out: null, dogsIn: e.dogs, dogsOut: null }
      stops.push(open)
    } else if (open && open.checkpoint === e.checkpoint && open.out === null) {
      open.out = e.at
      open.dogsOut = e.dogs
    } else {
      // the start: out of a checkpoint never checked into
      stops.push({ checkpoint: e.checkpoint, in: null, out: e.at, dogsIn: null, dogsOut: e.dogs })
    }
  }
  return stops.map((s) => ({ ...s, rest: s.in !== null && s.out !== null ? s.out - s.in : null }))
}

function summary (bib, events, finish) {
  const stops = stopsOf(events)
  const start = stops.length && stops[0].in === null ? stops[0] : null
  const last = stops[stops.length - 1] || null
  const finished = Boolean(last && last.checkpoint === finish && last.in !== null)
  const restTotal = stops.reduce((sum, s) => sum + (s.rest || 0), 0)
  const lastTime = last ? (last.out !== null ? last.out : last.in) : null
  return {
    bib,
    stops,
    start: start ? start.out : null,
    finished,
    lastCheckpoint: last ? last.checkpoint : null,
    reached: stops.filter((s) => s.in !== null).length,
    elapsed: start && finished ? last.in - start.out : null,
    restTotal,
    dogsStart: start ? start.dogsOut : null,
    dogsNow: last ? (last.dogsOut !== null ? last.dogsOut : last.dogsIn) : null,
    lastTime
  }
}

module.exports = { stopsOf, summary }
