'use strict';

// Formatting for the peal board: dates, durations, ringers' lines and counts.

const MONTHS = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

function pad2(n) {
  return n < 10 ? `0${n}` : String(n);
}

/** '2026-03-14' -> 'Saturday, 14 March 2026'. */
function longDate(iso) {
  const [year, month, day] = iso.split('-').map(Number);
  const weekday = WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()];
  return `${weekday}, ${day} ${MONTHS[month - 1]} ${year}`;
}

/** 185 minutes -> '3h 05m'. */
function duration(minutes) {
  return `${Math.floor(minutes / 60)}h ${pad2(minutes % 60)}m`;
}

/** 5040 -> '5040'; 10080 -> '10,080' (thousands grouped from five figures, as boards write them). */
function changes(count) {
  const text = String(count);
  if (text.length < 5) return text;
  return text.replace(/\B(?=(\d{3})+$)/g, ',');
}

/** One ringer's line: bell number right-aligned to the width of the highest bell, the name, (C) for the conductor. */
function ringerLine(bell, name, bells, isConductor) {
  const width = String(bells).length;
  const number = String(bell).padStart(width, ' ');
  return `${number}  ${name}${isConductor ? ' (C)' : ''}`;
}

module.exports = { longDate, duration, changes, ringerLine, pad2 };
