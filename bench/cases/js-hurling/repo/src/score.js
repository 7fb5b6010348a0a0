'use strict';

// A hurling score is goals and points, written "2-14"; a goal is worth three points.

function parseScore(text) {
  const m = /^(\d+)-(\d+)$/.exec(String(text).trim());
  if (!m) throw new Error(`not a score: ${text}`);
  return { goals: Number(m[1]), points: Number(m[2]) };
}

function total(score) {
  return score.goals * 3 + score.points;
}

function formatScore(score) {
  return `${score.goals}-${String(score.points).padStart(2, '0')}`;
}

function add(a, b) {
  return { goals: a.goals + b.goals, points: a.points + b.points };
}

const ZERO = Object.freeze({ goals: 0, points: 0 });

module.exports = { parseScore, total, formatScore, add, ZERO };
