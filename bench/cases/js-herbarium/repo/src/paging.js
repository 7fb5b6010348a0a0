// Cutting a result list into numbered pages (page numbers start at 1).

export function pageCount(total, perPage) {
  if (perPage < 1) throw new RangeError(`perPage must be at least 1, got ${perPage}`);
  return Math.ceil(total / perPage);
}

export function pageOf(items, page, perPage) {
  const start = (page - 1) * perPage;
  return items.slice(start, start + perPage);
}

// The page numbers to link to: the first, the last, and `around` either side of the current one,
// with null where numbers are left out.
export function pageLinks(current, pages, around = 2) {
  const links = [];
  for (let n = 1; n <= pages; n++) {
    if (n === 1 || n === pages || Math.abs(n - current) <= around) {
      links.push(n);
    } else if (links[links.length - 1] !== null) {
      links.push(null);
    }
  }
  return links;
}
