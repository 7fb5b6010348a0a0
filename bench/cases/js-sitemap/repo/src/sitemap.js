import { w3cDate } from './dates.js';
import { xmlEscape } from './escape.js';
import { listedPages } from './pages.js';
import { priority } from './priority.js';

/** The sitemap entries of the store's listed pages, with absolute URLs under base. */
export async function entries(store, { base }) {
  const root = base.replace(/\/+$/, '');
  const pages = await listedPages(store);
  return pages.map((page) => ({
    loc: root + page.path,
    lastmod: page.updated ? w3cDate(page.updated) : undefined,
    priority: priority(page.path),
  }));
}

function urlElement(entry) {
  const lines = ['  <url>', `    <loc>${xmlEscape(entry.loc)}</loc>`];
  if (entry.lastmod) lines.push(`    <lastmod>${entry.lastmod}</lastmod>`);
  lines.push(`    <priority>${entry.priority}</priority>`, '  </url>');
  return lines.join('\n');
}

/** The sitemap.xml text for the store. */
export async function buildSitemap(store, options) {
  const list = await entries(store, options);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...list.map(urlElement),
    '</urlset>',
    '',
  ].join('\n');
}
