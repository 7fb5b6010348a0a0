'use strict';

const { parseStamp, compareTimes } = require('./clock');

// One scoring line of the timeline: "<stamp> <team> <kind> <player>", e.g.
//   1H 03:12 KIL point T. Reid
//   1H 07:45 TIP goal J. Morris
//   2H 10:02 KIL free T. Reid        (a point from a free)
//   2H 21:30 TIP 65 N. McGrath       (a point from a 65)
const KINDS = {
  goal: { goals: 1, points: 0, placed: false },
  point: { goals: 0, points: 1, placed: false },
  free: { goals: 0, points: 1, placed: true },
  65: { goals: 0, points: 1, placed: true },
  penalty: { goals: 1, points: 0, placed: true },
};

function parseEvent(line) {
  const m = /^([12]H \d{1,2}:\d{2}) ([A-Z]{3}) (\S+) (.+)$/.exec(line.trim());
  if (!m) throw new Error(`bad timeline line: ${line}`);
  const kind = KINDS[m[3]];
  if (!kind) throw new Error(`unknown score kind '${m[3]}' in: ${line}`);
  return {
    time: parseStamp(m[1]),
    team: m[2],
    kind: m[3],
    player: m[4].trim(),
    goals: kind.goals,
    points: kind.points,
    placed: kind.placed,
  };
}

function parseTimeline(text) {
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
    .map(parseEvent)
    .sort((a, b) => compareTimes(a.time, b.time));
}

module.exports = { KINDS, parseEvent, parseTimeline };
