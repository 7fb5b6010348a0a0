'use strict'

// Race times are local checkpoint clock times, kept as minutes since the epoch
// (read as UTC so that no time zone gets in the way).

const STAMP = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})$/

function parseStamp (text) {
  const m = STAMP.exec(String(text).trim())
  if (!m) throw new Error(`not a time: ${JSON.stringify(text)}`)
  const [, y, mo, d, h, mi] = m.map(Number)
  if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59) {
    throw new Error(`not a time: ${JSON.stringify(text)}`)
  }
  return Date.UTC(y, mo - 1, d, h, mi) / 60000
}

function formatStamp (minutes) {
  const iso = new Date(minutes * 60000).toISOString()
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)}`
}

// 1d 04h 05m, 7h 30m, 45m
function formatDuration (minutes) {
  const sign = minutes < 0 ? '-' : ''
  let rest = Math.abs(Math.round(minutes))
  const days = Math.floor(rest / 1440)
  rest -= days * 1440
  const hours = Math.floor(rest / 60)
  const mins = rest - hours * 60
  const pad = (n) => String(n).padStart(2, '0')
  if (days) return `${sign}${days}d ${pad(hours)}h ${pad(mins)}m`
  if (hours) return `${sign}${hours}h ${pad(mins)}m`
  return `${sign}${mins}m`
}

module.exports = { parseStamp, formatStamp, formatDuration }
