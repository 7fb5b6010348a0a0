'use strict';

// Times are kept as whole hundredths of a second. A run that did not finish
// is written FAIL, a run not taken DNS; both parse to null.

const NO_TIME = new Set(['FAIL', 'DNS', '']);

function parseTime(text) {
  const t = String(text).trim().toUpperCase();
  if (NO_TIME.has(t)) return null;
  let minutes = 0;
  let rest = t;
  const colon = t.indexOf(':');
  if (colon !== -1) {
    minutes = Number(t.slice(0, colon));
    rest = t.slice(colon + 1);
  }
  const m = /^(\d+)\.(\d\d)$/.exec(rest);
  if (!m || !Number.isInteger(minutes)) throw new Error(`not a time: ${text}`);
  return minutes * 6000 + Number(m[1]) * 100 + Number(m[2]);
}

function formatTime(hundredths) {
  if (hundredths === null || hundredths === undefined) return '-';
  const minutes = Math.floor(hundredths / 6000);
  const seconds = Math.floor((hundredths % 6000) / 100);
  const frac = String(hundredths % 100).padStart(2, '0');
  if (minutes > 0) return `${minutes}:${String(seconds).padStart(2, '0')}.${frac}`;
  return `${seconds}.${frac}`;
}

module.exports = { parseTime, formatTime };
