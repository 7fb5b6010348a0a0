'use strict';

const CHUKKA_SECONDS = 7 * 60 + 30;
const INTERVAL_SECONDS = 3 * 60;
const HALF_TIME_SECONDS = 5 * 60;

/**
 * Start and end of each chukka, in seconds from the throw-in, with a short
 * interval between chukkas and a longer half-time after the middle one.
 */
function chukkaTimes(chukkas) {
  if (!Number.isInteger(chukkas) || chukkas < 1) {
    throw new RangeError('a match has at least one chukka');
  }
  const halfAfter = Math.floor(chukkas / 2);
  const times = [];
  let t = 0;
  for (let n = 1; n <= chukkas; n++) {
    times.push({ chukka: n, start: t, end: t + CHUKKA_SECONDS });
    t += CHUKKA_SECONDS + (n === halfAfter ? HALF_TIME_SECONDS : INTERVAL_SECONDS);
  }
  return times;
}

function clock(seconds) {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}

module.exports = { chukkaTimes, clock, CHUKKA_SECONDS };
