import { memoryStore } from '../src/store.js';

export function siteStore(options) {
  return memoryStore(
    [
      { path: '/', updated: new Date('2026-03-01T10:00:00Z') },
      { path: '/docs/intro', updated: new Date('2026-02-14T23:30:00Z') },
      { path: '/blog/draft-post', draft: true },
      { path: '/docs/install', updated: new Date('2026-02-20T08:00:00Z') },
      { path: '/search?q=a&b', noindex: true },
      { path: '/admin/settings', updated: new Date('2026-01-05T12:00:00Z') },
      { path: '/about' },
    ],
    options,
  );
}
