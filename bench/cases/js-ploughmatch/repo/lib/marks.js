'use strict';

// A judge's sheet: one line per plot, `plot,competitor,class,opening,crown,straightness,finish`.
// Blank lines and lines starting with # are skipped. Each of the four marks is 0..25.

const MARK_FIELDS = ['opening', 'crown', 'straightness', 'finish'];
const MAX_MARK = 25;
const CLASSES = new Set(['horse', 'vintage', 'classic', 'reversible', 'novice']);

class SheetError extends Error {
  constructor(lineNo, message) {
    super(`line ${lineNo}: ${message}`);
    this.lineNo = lineNo;
  }
}

function parseMark(text, field, lineNo) {
  if (!/^\d+$/.test(text)) throw new SheetError(lineNo, `${field} is not a whole number: ${JSON.stringify(text)}`);
  const mark = Number(text);
  if (mark > MAX_MARK) throw new SheetError(lineNo, `${field} ${mark} is over ${MAX_MARK}`);
  return mark;
}

function parseLine(line, lineNo) {
  const cells = line.split(',').map((cell) => cell.trim());
  if (cells.length !== 3 + MARK_FIELDS.length) {
    throw new SheetError(lineNo, `expected ${3 + MARK_FIELDS.length} fields, got ${cells.length}`);
  }
  const [plotText, competitor, klass, ...markTexts] = cells;
  const plot = Number(plotText);
  if (!Number.isInteger(plot) || plot < 1) throw new SheetError(lineNo, `bad plot number ${plotText}`);
  if (!competitor) throw new SheetError(lineNo, 'no competitor');
  const className = klass.toLowerCase();
  if (!CLASSES.has(className)) throw new SheetError(lineNo, `unknown class ${klass}`);
  const entry = { plot, competitor, class: className };
  MARK_FIELDS.forEach((field, i) => {
    entry[field] = parseMark(markTexts[i], field, lineNo);
  });
  return entry;
}

/** Parse a whole sheet into entries; plots must be unique. */
function parseSheet(text) {
  const entries = [];
  const seen = new Set();
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#')) return;
    const entry = parseLine(line, i + 1);
    if (seen.has(entry.plot)) throw new SheetError(i + 1, `plot ${entry.plot} marked twice`);
    seen.add(entry.plot);
    entries.push(entry);
  });
  return entries;
}

module.exports = { parseSheet, parseLine, SheetError, MARK_FIELDS, MAX_MARK, CLASSES };
