'use strict';

const { parseArrow } = require('./arrows');

// An end as written on the card, arrows highest first: "X 10 9 9 8 M".
function parseEnd(text, r) {
  const marks = String(text).trim().split(/[\s,]+/).filter(Boolean);
  if (marks.length !== r.perEnd) {
    throw new Error(`end "${text}" has ${marks.length} arrows, ${r.name} shoots ${r.perEnd}`);
  }
  const arrows = marks.map((m) => parseArrow(m, r.face));
  for (let i = 1; i < arrows.length; i++) {
    if (arrows[i].value > arrows[i - 1].value) {
      throw new Error(`end "${text}" is not written highest first`);
    }
  }
  return arrows;
}

function endTotal(arrows) {
  return arrows.reduce((sum, a) => sum + a.value, 0);
}

module.exports = { parseEnd, endTotal };
