'use strict';

/**
 * The order to print `count` pages as a saddle-stitched booklet: the count is
 * padded with blank pages (0) to a multiple of four, and each sheet carries
 * four pages, two on its front and two on its back, outermost sheet first.
 * Returns the pages in print order, four per sheet.
 */
function bookletOrder(count) {
  if (!Number.isInteger(count) || count < 1) {
    throw new RangeError(`a booklet has at least one page, got ${count}`);
  }
  const padded = Math.ceil(count / 4) * 4;
  const page = (n) => (n > count ? 0 : n);
  const order = [];
  for (let sheet = 0; sheet < padded / 4; sheet++) {
    const outer = padded - 2 * sheet;
    const inner = 2 * sheet + 1;
    order.push(page(outer), page(inner), page(inner + 1), page(outer - 1));
  }
  return order;
}

module.exports = { bookletOrder };
