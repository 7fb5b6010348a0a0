'use strict';

const { add, total, ZERO } = require('./score');

// Replays the timeline: the score of each team after every event, and the final score.
function replay(home, away, events) {
  let score = { [home]: ZERO, [away]: ZERO };
  const steps = [];
  for (const e of events) {
    if (e.team !== home && e.team !== away) throw new Error(`team ${e.team} is not in ${home} v ${away}`);
    score = { ...score, [e.team]: add(score[e.team], e) };
    steps.push({ event: e, score });
  }
  return { home, away, steps, final: score };
}

// The team ahead at a score, or null when level.
function leader(home, away, score) {
  const d = total(score[home]) - total(score[away]);
  if (d === 0) return null;
  return d > 0 ? home : away;
}

// Scorers of one team, with their totals from play and from placed balls, best first.
function scorers(result, team) {
  const byPlayer = new Map();
  for (const { event } of result.steps) {
    if (event.team !== team) continue;
    const s = byPlayer.get(event.player) || { player: event.player, all: ZERO, placed: ZERO };
    s.all = add(s.all, event);
    if (event.placed) s.placed = add(s.placed, event);
    byPlayer.set(event.player, s);
  }
  return [...byPlayer.values()].sort(
    (a, b) => total(b.all) - total(a.all) || a.player.localeCompare(b.player),
  );
}

module.exports = { replay, leader, scorers };
