'use strict';

const HHMM = /^([01]\d|2[0-3]):([0-5]\d)$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** "14:30" -> 870 (minutes after midnight). */
function toMinutes(hhmm) {
  const m = HHMM.exec(hhmm);
  if (!m) throw new RangeError(`not a time: ${JSON.stringify(hhmm)}`);
  return Number(m[1]) * 60 + Number(m[2]);
}

/** 870 -> "14:30". */
function fromMinutes(minutes) {
  if (!Number.isInteger(minutes) || minutes < 0 || minutes >= 24 * 60) {
    throw new RangeError(`minutes out of the day: ${minutes}`);
  }
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

function checkDate(date) {
  if (!DATE.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`))) {
    throw new RangeError(`not a date: ${JSON.stringify(date)}`);
  }
  return date;
}

/** Half-open ranges [aStart, aEnd) and [bStart, bEnd) in minutes share a minute. */
function overlaps(aStart, aEnd, bStart, bEnd) {
  return aStart < bEnd && bStart < aEnd;
}

module.exports = { toMinutes, fromMinutes, checkDate, overlaps };
