import { formatClock, parseClock } from './clock.js'

// The harbour's tide table for a day: one line per high or low water.
//   05:12 LW 1.35
//   11:28 HW 5.60
export function parseTideTable (text) {
  const events = []
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim()
    if (!line || line.startsWith('#')) return
    const m = /^(\d\d:\d\d)\s+(HW|LW)\s+(\d+(?:\.\d+)?)$/.exec(line)
    if (!m) throw new Error(`line ${i + 1}: expected "hh:mm HW|LW height", got "${line}"`)
    events.push({ time: parseClock(m[1]), type: m[2], height: Number(m[3]) })
  })
  for (let i = 1; i < events.length; i++) {
    if (events[i].time <= events[i - 1].time) throw new Error(`tide times out of order at ${formatClock(events[i].time)}`)
    if (events[i].type === events[i - 1].type) throw new Error(`two ${events[i].type} in a row at ${formatClock(events[i].time)}`)
  }
  return events
}

// The rule of twelfths: over the six "hours" of a tide, the water moves 1, 2, 3, 3, 2, 1 twelfths of the range.
const CUMULATIVE = [0, 1, 3, 6, 9, 11, 12]

/** The height of the water at a minute between the first and the last event of the table. */
export function heightAt (events, minute) {
  const next = events.findIndex((e) => e.time >= minute)
  if (next === -1 || (next === 0 && events[0].time !== minute)) throw new RangeError(`${formatClock(minute)} is outside the tide table`)
  if (events[next].time === minute) return events[next].height
  const from = events[next - 1]
  const to = events[next]
  const sixth = (to.time - from.time) / 6
  const step = (minute - from.time) / sixth
  const whole = Math.floor(step)
  const twelfths = CUMULATIVE[whole] + (CUMULATIVE[whole + 1] - CUMULATIVE[whole]) * (step - whole)
  return from.height + ((to.height - from.height) * twelfths) / 12
}

/**
 * The times the trestles can be worked: the water at or under maxHeight metres,
 * checked every 5 minutes between the first and the last event.
 */
export function workingWindows (events, maxHeight) {
  const windows = []
  let open = null
  const last = events[events.length - 1].time
  for (let t = events[0].time; t <= last; t += 5) {
    const dry = heightAt(events, t) <= maxHeight
    if (dry && open === null) open = t
    if (!dry && open !== null) {
      windows.push({ from: open, to: t - 5 })
      open = null
    }
  }
  if (open !== null) windows.push({ from: open, to: last - ((last - events[0].time) % 5) })
  return windows
}

export function formatWindow (w) {
  return `${formatClock(w.from)}-${formatClock(w.to)}`
}
