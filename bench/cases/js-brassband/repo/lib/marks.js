'use strict';

function parseLine(line, lineNo) {
  const cells = line.split(',').map((c) => c.trim());
  if (cells.length !== 3) throw new Error(`line ${lineNo}: expected band,adjudicator,mark`);
  const [band, adjudicator, text] = cells;
  if (!band || !adjudicator) throw new Error(`line ${lineNo}: empty band or adjudicator`);
  if (!/^\d+$/.test(text)) throw new Error(`line ${lineNo}: mark ${JSON.stringify(text)} is not a whole number`);
  const mark = Number(text);
  if (mark > 100) throw new Error(`line ${lineNo}: mark ${mark} is over 100`);
  return { band, adjudicator, mark };
}

function parseMarks(text) {
  const marks = [];
  const seen = new Set();
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const m = parseLine(line, i + 1);
    const key = `${m.band}\u0000${m.adjudicator}`;
    if (seen.has(key)) throw new Error(`line ${i + 1}: ${m.adjudicator} marked ${m.band} twice`);
    seen.add(key);
    marks.push(m);
  });
  return marks;
}

function adjudicators(marks) {
  return [...new Set(marks.map((m) => m.adjudicator))];
}

module.exports = { parseLine, parseMarks, adjudicators };
