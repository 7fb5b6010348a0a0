'use strict';

// One piece per line: `<id> <species> <width>x<height> [grain <angle>]`, sizes in mm, the grain
// angle in degrees from the piece's height (0: grain runs up the piece, 90: across it).
const PIECE = /^(\S+)\s+([a-z-]+)\s+(\d+)x(\d+)(?:\s+grain\s+(\d+))?$/i;

function parseCutList(text) {
  const pieces = [];
  const lines = text.split('\n');
  for (let n = 0; n < lines.length; n++) {
    const line = lines[n].trim();
    if (line === '' || line.startsWith('#')) continue;
    const m = PIECE.exec(line);
    if (!m) throw new Error(`cut list line ${n + 1}: cannot read "${line}"`);
    pieces.push({
      id: m[1],
      species: m[2].toLowerCase(),
      w: Number(m[3]),
      h: Number(m[4]),
      grain: m[5] === undefined ? 0 : Number(m[5]),
    });
  }
  const seen = new Set();
  for (const p of pieces) {
    if (seen.has(p.id)) throw new Error(`piece ${p.id} listed twice`);
    seen.add(p.id);
  }
  return pieces;
}

module.exports = { parseCutList };
