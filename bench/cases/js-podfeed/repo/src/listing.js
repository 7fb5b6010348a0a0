// One page of the public listing.

import { newestFirst, published } from "./episodes.js";
import { listingLine } from "./format.js";

export function listPage(episodes, { page = 1, perPage = 10, now = new Date() } = {}) {
  if (!Number.isInteger(page) || page < 1) {
    throw new RangeError(`page must be a whole number from 1, not ${page}`);
  }
  const visible = newestFirst(published(episodes, now));
  const pages = Math.max(1, Math.ceil(visible.length / perPage));
  const start = (page - 1) * perPage;
  const items = visible.slice(start, start + perPage);
  return {
    page,
    pages,
    total: visible.length,
    lines: items.map(listingLine),
    next: page < pages ? page + 1 : null,
    previous: page > 1 ? page - 1 : null,
  };
}
