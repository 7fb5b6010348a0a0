'use strict';

const DAY_MS = 24 * 60 * 60 * 1000;

// 'YYYY-MM-DD' to a UTC day number.
function dayNumber(iso) {
  const [y, m, d] = iso.split('-').map(Number);
  return Math.round(Date.UTC(y, m - 1, d) / DAY_MS);
}

function daysBetween(fromIso, toIso) {
  return dayNumber(toIso) - dayNumber(fromIso);
}

module.exports = { dayNumber, daysBetween };
