'use strict';

const { checkPunches } = require('./punching');
const { formatElapsed, formatPace } = require('./time');

const STATUS_ORDER = { OK: 0, MP: 1, DNF: 2, DNS: 3 };

function buildResult(entry, course, card) {
  if (!card) {
    return { ...entry, course: course.name, status: 'DNS', elapsed: null, splits: [], missing: [] };
  }
  const check = checkPunches(course, card);
  return {
    ...entry,
    course: course.name,
    status: check.status,
    elapsed: check.status === 'OK' ? card.finish - card.start : null,
    splits: check.splits,
    missing: check.missing,
  };
}

function byName(a, b) {
  return a.name.localeCompare(b.name);
}

// Finishers by time (equal times share a position), then mispunches,
// retirements and non-starters, who get no position.
function rankClass(results) {
  const finished = results
    .filter((r) => r.status === 'OK')
    .sort((a, b) => a.elapsed - b.elapsed || byName(a, b));
  const others = results
    .filter((r) => r.status !== 'OK')
    .sort((a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status] || byName(a, b));

  const ranked = [];
  finished.forEach((r, i) => {
    const tied = i > 0 && r.elapsed === finished[i - 1].elapsed;
    ranked.push({ ...r, position: tied ? ranked[i - 1].position : i + 1 });
  });
  for (const r of others) ranked.push({ ...r, position: null });
  return ranked;
}

function pace(result, course) {
  return result.elapsed / course.lengthKm;
}

function formatRow(row, course) {
  const pos = row.position == null ? '' : `${row.position}`;
  const time = row.status === 'OK' ? formatElapsed(row.elapsed) : row.status;
  const paceText = row.status === 'OK' ? formatPace(pace(row, course)) : '';
  return `${pos.padStart(3)} ${row.name.padEnd(20)} ${row.club.padEnd(6)} ${time.padStart(8)}  ${paceText}`.trimEnd();
}

function formatResults(title, ranked, course) {
  return [`${title}: ${course.describe()}`, ...ranked.map((row) => formatRow(row, course))].join('\n');
}

module.exports = { buildResult, rankClass, pace, formatResults, STATUS_ORDER };
