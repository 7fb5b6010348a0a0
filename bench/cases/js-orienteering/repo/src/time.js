'use strict';

// Times are whole seconds. Clock times (punches, starts) count from midnight;
// elapsed times count from the competitor's start.

function parseClock(text) {
  const parts = String(text).trim().split(':');
  if (parts.length < 2 || parts.length > 3 || parts.some((p) => !/^\d{1,2}$/.test(p))) {
    throw new Error(`not a clock time: ${text}`);
  }
  const [h, m, s] = parts.length === 3 ? parts.map(Number) : [0, ...parts.map(Number)];
  if (m > 59 || s > 59 || h > 23) throw new Error(`not a clock time: ${text}`);
  return h * 3600 + m * 60 + s;
}

function formatClock(seconds) {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return [h, m, s].map((n) => String(n).padStart(2, '0')).join(':');
}

// Orienteering results show minutes past the hour as minutes: 72:05, not
// 1:12:05, up to 100 minutes; longer runs get hours.
function formatElapsed(seconds) {
  const sign = seconds < 0 ? '-' : '';
  const abs = Math.abs(seconds);
  const s = String(abs % 60).padStart(2, '0');
  const totalMinutes = Math.floor(abs / 60);
  if (totalMinutes < 100) return `${sign}${totalMinutes}:${s}`;
  const h = Math.floor(totalMinutes / 60);
  const m = String(totalMinutes % 60).padStart(2, '0');
  return `${sign}${h}:${m}:${s}`;
}

// Minutes and seconds per kilometre.
function formatPace(secondsPerKm) {
  const rounded = Math.round(secondsPerKm);
  return `${Math.floor(rounded / 60)}:${String(rounded % 60).padStart(2, '0')}/km`;
}

module.exports = { parseClock, formatClock, formatElapsed, formatPace };
