'use strict';

const { stringTension } = require('./tension');
const { round } = require('./units');

// A set of strings on an instrument: gauges low to high, one per note of the tuning.
// Returns each string's tension (lb) and the total load on the neck.

function stringSet(inst, notes, gauges) {
  if (notes.length !== gauges.length) {
    throw new Error(`${notes.length} notes but ${gauges.length} gauges`);
  }
  const strings = notes.map((note, i) => ({
    string: notes.length - i,
    note,
    gauge: String(gauges[i]),
    tension: round(stringTension(gauges[i], inst.scaleInches, note), 1),
  }));
  const total = round(strings.reduce((sum, s) => sum + s.tension, 0), 1);
  return { instrument: inst.key, strings, total };
}

// The spread between the slackest and the tightest string: a "balanced" set keeps it small.
function balance(set) {
  const ts = set.strings.map((s) => s.tension);
  return round(Math.max(...ts) - Math.min(...ts), 1);
}

module.exports = { stringSet, balance };
