'use strict';

const { Matrix } = require('./matrix');

// Context sheets as text, one record a line:
//   1004 fill   fill of pit [1005]
//   1004 fills 1005
// The relations "above", "seals", "cuts" and "fills" all put the first context
// above the second in the sequence.

const RELATIONS = new Set(['above', 'seals', 'cuts', 'fills']);

function parseSheets(text) {
  const matrix = new Matrix();
  const relations = [];
  text.split('\n').forEach((raw, index) => {
    const line = raw.replace(/#.*/, '').trim();
    if (!line) return;
    const [first, second, ...rest] = line.split(/\s+/);
    const id = Number(first);
    if (!Number.isInteger(id)) {
      throw new SyntaxError(`line ${index + 1}: expected a context number, got ${JSON.stringify(first)}`);
    }
    if (RELATIONS.has(second)) {
      const other = Number(rest[0]);
      if (rest.length !== 1 || !Number.isInteger(other)) {
        throw new SyntaxError(`line ${index + 1}: "${second}" needs one context number`);
      }
      relations.push([id, other, index + 1]);
    } else {
      matrix.addContext(id, second, rest.join(' '));
    }
  });
  // relations may name contexts recorded further down the sheet
  for (const [upper, lower, lineNo] of relations) {
    try {
      matrix.addRelation(upper, lower);
    } catch (err) {
      throw new Error(`line ${lineNo}: ${err.message}`);
    }
  }
  return matrix;
}

module.exports = { parseSheets, RELATIONS };
