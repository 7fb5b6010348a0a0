'use strict';

/**
 * Tide predictions as [minuteOfDay, heightM] pairs, sampled through the day.
 * A loaded hopper can only cross the bar when the tide gives it enough water.
 */

function heightAt(predictions, minute) {
  if (predictions.length === 0) throw new RangeError('no predictions');
  if (minute <= predictions[0][0]) return predictions[0][1];
  for (let i = 1; i < predictions.length; i++) {
    const [t1, h1] = predictions[i];
    if (minute === t1) return h1;
    if (minute < t1) {
      const [t0, h0] = predictions[i - 1];
      return h0 + ((h1 - h0) * (minute - t0)) / (t1 - t0);
    }
  }
  return predictions[predictions.length - 1][1];
}

/**
 * Minutes of the day (on a 15-minute step) when the tide is at least
 * `minHeight`, merged into [start, end) windows.
 */
function windows(predictions, minHeight, step = 15) {
  const out = [];
  let start = null;
  const last = predictions[predictions.length - 1][0];
  for (let m = predictions[0][0]; m <= last; m += step) {
    const ok = heightAt(predictions, m) >= minHeight;
    if (ok && start === null) start = m;
    if (!ok && start !== null) {
      out.push([start, m]);
      start = null;
    }
  }
  if (start !== null) out.push([start, last]);
  return out;
}

/** Height of tide needed for a vessel drawing `draughtM` over a bar charted at `barDepthM`, with under-keel clearance. */
function requiredHeight(draughtM, barDepthM, ukcM = 0.5) {
  return Math.max(0, draughtM + ukcM - barDepthM);
}

function totalMinutes(wins) {
  return wins.reduce((sum, [a, b]) => sum + (b - a), 0);
}

function hhmm(minute) {
  const h = Math.floor(minute / 60) % 24;
  const m = minute % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

module.exports = { heightAt, windows, requiredHeight, totalMinutes, hhmm };
