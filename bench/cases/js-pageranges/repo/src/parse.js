'use strict';

const PART = /^(\d*)\s*-\s*(\d*)$|^(\d+)$/;

/**
 * Parse one comma-separated part of a spec into [from, to], resolving open ends
 * against `last`. Throws on garbage or on a part that runs backwards.
 */
function parsePart(part, last) {
  const m = PART.exec(part);
  if (!m) {
    throw new SyntaxError(`not a page range: "${part}"`);
  }
  if (m[3] !== undefined) {
    const page = Number(m[3]);
    return [page, page];
  }
  if (m[1] === '' && m[2] === '') {
    throw new SyntaxError(`not a page range: "${part}"`);
  }
  const from = m[1] === '' ? 1 : Number(m[1]);
  const to = m[2] === '' ? last : Number(m[2]);
  if (to < from) {
    throw new RangeError(`range runs backwards: "${part}"`);
  }
  return [from, to];
}

/**
 * The sorted, distinct pages of a spec such as "1-3, 5, 9-" in a document of
 * `last` pages. An empty spec means every page.
 */
function parseRanges(spec, last) {
  if (!Number.isInteger(last) || last < 1) {
    throw new RangeError(`a document has at least one page, got ${last}`);
  }
  const text = spec.trim();
  if (text === '') {
    return Array.from({ length: last }, (_, i) => i + 1);
  }
  const pages = new Set();
  for (const raw of text.split(',')) {
    const [from, to] = parsePart(raw.trim(), last);
    if (from < 1 || to > last) {
      throw new RangeError(`page out of range 1-${last}: "${raw.trim()}"`);
    }
    for (let p = from; p <= to; p++) {
      pages.add(p);
    }
  }
  return [...pages].sort((a, b) => a - b);
}

module.exports = { parseRanges, parsePart };
