'use strict';

// Text for the workshop wall: one line per string.

function setSheet(set) {
  const lines = [`String set for ${set.instrument}`];
  for (const s of set.strings) {
    const note = s.note.padEnd(4);
    const gauge = `.${String(parseInt(s.gauge, 10)).padStart(3, '0')}`.padStart(6);
    lines.push(`  ${s.string}  ${note}${gauge}  ${s.tension.toFixed(1).padStart(5)} lb`);
  }
  lines.push(`  total ${set.total.toFixed(1)} lb`);
  return lines.join('\n');
}

module.exports = { setSheet };
