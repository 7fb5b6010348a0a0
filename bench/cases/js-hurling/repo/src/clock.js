'use strict';

// Match time as the scoresheet stamps it: the half and the minutes:seconds into it, "1H 23:10", "2H 05:00".
// A senior half is 35 minutes.

const HALF_MINUTES = 35;

function parseStamp(stamp) {
  const m = /^([12])H (\d{1,2}):(\d{2})$/.exec(String(stamp).trim());
  if (!m) throw new Error(`bad match time: ${stamp}`);
  const seconds = Number(m[2]) * 60 + Number(m[3]);
  if (Number(m[3]) >= 60) throw new Error(`bad match time: ${stamp}`);
  return { half: Number(m[1]), seconds };
}

// Seconds since the throw-in, as if the first half had lasted exactly its length.
function matchSeconds(t, halfMinutes = HALF_MINUTES) {
  return (t.half - 1) * halfMinutes * 60 + t.seconds;
}

// The minute of the match the time falls in, counted from 1: "1H 23:10" is the 24th minute.
function minuteLabel(t, halfMinutes = HALF_MINUTES) {
  return `${Math.floor(matchSeconds(t, halfMinutes) / 60) + 1}'`;
}

function compareTimes(a, b) {
  return a.half - b.half || a.seconds - b.seconds;
}

module.exports = { HALF_MINUTES, parseStamp, matchSeconds, minuteLabel, compareTimes };
