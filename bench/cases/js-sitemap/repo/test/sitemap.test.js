import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildSitemap, entries } from '../src/sitemap.js';
import { siteStore } from './fixtures.js';

test('entries leave drafts out and sort by path', async () => {
  const list = await entries(siteStore(), { base: 'https://example.org/' });
  assert.deepEqual(
    list.map((entry) => entry.loc),
    [
      'https://example.org/',
      'https://example.org/about',
      'https://example.org/admin/settings',
      'https://example.org/docs/install',
      'https://example.org/docs/intro',
      'https://example.org/search?q=a&b',
    ],
  );
});

test('entries carry lastmod and priority', async () => {
  const list = await entries(siteStore(), { base: 'https://example.org' });
  const intro = list.find((entry) => entry.loc.endsWith('/docs/intro'));
  assert.deepEqual(intro, { loc: 'https://example.org/docs/intro', lastmod: '2026-02-14', priority: '0.6' });
  const about = list.find((entry) => entry.loc.endsWith('/about'));
  assert.equal(about.lastmod, undefined);
});

test('buildSitemap writes escaped XML', async () => {
  const xml = await buildSitemap(siteStore(), { base: 'https://example.org' });
  assert.ok(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset'));
  assert.match(xml, /<loc>https:\/\/example\.org\/search\?q=a&amp;b<\/loc>/);
  assert.match(xml, /<url>\n {4}<loc>https:\/\/example\.org\/about<\/loc>\n {4}<priority>0\.8<\/priority>\n {2}<\/url>/);
  assert.equal((xml.match(/<url>/g) || []).length, 6);
});
