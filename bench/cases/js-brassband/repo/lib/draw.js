'use strict';

function parseDraw(text) {
  return text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '' && !l.startsWith('#'));
}

// band -> its number in the draw (1 = played first); bands missing from the draw get null
function drawPositions(draw, bands) {
  const pos = new Map();
  for (const band of bands) {
    const i = draw.indexOf(band);
    pos.set(band, i === -1 ? null : i + 1);
  }
  return pos;
}

module.exports = { parseDraw, drawPositions };
