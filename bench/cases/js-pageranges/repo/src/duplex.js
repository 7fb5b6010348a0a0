'use strict';

/**
 * Print order for printers without duplexing: the fronts first, then the
 * backs, to be fed back in after turning the stack over. `pages` is the list
 * to print (e.g. from parseRanges); a page count stands for pages 1 to n.
 *
 * With `reverseBacks` (the default, for printers that stack face down) the
 * backs come last page first. An odd count gets a blank back (0) on its last
 * sheet so that the two passes have the same number of sheets.
 */
function manualDuplex(pages, { reverseBacks = true } = {}) {
  const list = Array.isArray(pages) ? pages : Array.from({ length: pages }, (_, i) => i + 1);
  if (list.length === 0) {
    throw new RangeError('nothing to print');
  }
  const fronts = [];
  const backs = [];
  for (let i = 0; i < list.length; i += 2) {
    fronts.push(list[i]);
    backs.push(i + 1 < list.length ? list[i + 1] : 0);
  }
  return { fronts, backs: reverseBacks ? backs.reverse() : backs };
}

/** How many sheets of paper a job takes, single- or double-sided. */
function sheetCount(pageCount, duplex) {
  if (!Number.isInteger(pageCount) || pageCount < 0) {
    throw new RangeError(`bad page count: ${pageCount}`);
  }
  return duplex ? Math.ceil(pageCount / 2) : pageCount;
}

module.exports = { manualDuplex, sheetCount };
