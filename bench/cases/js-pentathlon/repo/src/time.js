'use strict';

// Times are kept as integer hundredths of a second, the resolution of
// the timing systems used at competitions.

const PATTERN = /^(?:(\d+):)?(\d{1,2})(?:\.(\d{1,2}))?$/;

function parseTime(text) {
  const m = PATTERN.exec(String(text).trim());
  if (!m) {
    throw new RangeError(`not a time: ${text}`);
  }
  const minutes = m[1] ? Number(m[1]) : 0;
  const seconds = Number(m[2]);
  if (m[1] && seconds >= 60) {
    throw new RangeError(`seconds out of range: ${text}`);
  }
  const fraction = m[3] ? Number(m[3].padEnd(2, '0')) : 0;
  return (minutes * 60 + seconds) * 100 + fraction;
}

function formatTime(hundredths) {
  if (!Number.isInteger(hundredths) || hundredths < 0) {
    throw new RangeError(`not a time in hundredths: ${hundredths}`);
  }
  const minutes = Math.floor(hundredths / 6000);
  const seconds = Math.floor((hundredths % 6000) / 100);
  const fraction = hundredths % 100;
  const ss = String(seconds).padStart(2, '0');
  const ff = String(fraction).padStart(2, '0');
  return `${minutes}:${ss}.${ff}`;
}

// Whole seconds, any started second counting as a full one.
function startedSeconds(hundredths) {
  return Math.ceil(hundredths / 100);
}

module.exports = { parseTime, formatTime, startedSeconds };
