'use strict';

const { toSeconds } = require('./time');

// One finisher a line: "bib,name,club,category,time". Blank lines and "#" comments are skipped.
// Finishers get their overall position from the order of their times.

function parseResults(text) {
  const finishers = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const fields = line.split(',').map((f) => f.trim());
    if (fields.length !== 5) throw new Error(`expected 5 fields: ${line}`);
    const [bib, name, club, category, time] = fields;
    finishers.push({ bib: Number(bib), name, club: club || null, category, seconds: toSeconds(time) });
  }
  finishers.sort((a, b) => a.seconds - b.seconds || a.bib - b.bib);
  return finishers.map((f, i) => ({ ...f, position: i + 1 }));
}

module.exports = { parseResults };
