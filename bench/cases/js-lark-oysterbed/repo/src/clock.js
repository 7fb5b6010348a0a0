// Times of day as minutes after midnight.

export function parseClock (text) {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(text)
  if (!m) throw new Error(`bad time "${text}"`)
  return Number(m[1]) * 60 + Number(m[2])
}

export function formatClock (minutes) {
  const m = ((Math.round(minutes) % 1440) + 1440) % 1440
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`
}
