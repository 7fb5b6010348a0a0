/** A Date as the W3C date a sitemap's <lastmod> takes (YYYY-MM-DD, UTC). */
export function w3cDate(date) {
  if (!(date instanceof Date) || Number.isNaN(date.getTime())) {
    throw new TypeError(`not a date: ${date}`);
  }
  return date.toISOString().slice(0, 10);
}

/** The later of two dates; a missing one loses. */
export function latest(a, b) {
  if (!a) return b;
  if (!b) return a;
  return a.getTime() >= b.getTime() ? a : b;
}
