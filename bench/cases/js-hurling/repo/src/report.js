'use strict';

const { formatScore, total } = require('./score');
const { minuteLabel } = require('./clock');
const { leader, scorers } = require('./match');

function scoreLine(result) {
  const { home, away, final } = result;
  const h = final[home];
  const a = final[away];
  return `${home} ${formatScore(h)} (${total(h)}) ${away} ${formatScore(a)} (${total(a)})`;
}

function scorerLine(s) {
  const placed = total(s.placed) > 0 ? ` (${formatScore(s.placed)}f)` : '';
  return `${s.player} ${formatScore(s.all)}${placed}`;
}

// The lines of the report: final score, the goals with their minute, and each team's scorers.
function report(result) {
  const lines = [scoreLine(result)];
  const goals = result.steps.filter((s) => s.event.goals > 0);
  if (goals.length > 0) {
    lines.push('Goals:');
    for (const { event } of goals) {
      lines.push(`  ${minuteLabel(event.time)} ${event.team} ${event.player}`);
    }
  }
  for (const team of [result.home, result.away]) {
    const list = scorers(result, team).map(scorerLine);
    lines.push(`${team}: ${list.length ? list.join(', ') : 'no score'}`);
  }
  const w = leader(result.home, result.away, result.final);
  lines.push(w ? `Winners: ${w}` : 'Draw');
  return lines;
}

module.exports = { report, scoreLine, scorerLine };
