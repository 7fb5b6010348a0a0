'use strict';

function ordinal(n) {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) {
    return `${n}th`;
  }
  switch (n % 10) {
    case 1:
      return `${n}st`;
    case 2:
      return `${n}nd`;
    case 3:
      return `${n}rd`;
    default:
      return `${n}th`;
  }
}

function fmtTime(seconds) {
  return seconds.toFixed(2) + 's';
}

function boardLine(run) {
  return `${ordinal(run.place).padEnd(5)}${run.dog} (${run.handler}) ${run.faults}f ${fmtTime(run.time)}`;
}

function board(results) {
  const head = `${results.name} (SCT ${results.sct}s)`;
  return [head, ...results.placed.map(boardLine)].join('\n');
}

module.exports = { ordinal, fmtTime, boardLine, board };
