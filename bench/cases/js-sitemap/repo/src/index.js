export { w3cDate, latest } from './dates.js';
export { xmlEscape } from './escape.js';
export { priority, depth } from './priority.js';
export { memoryStore } from './store.js';
export { listedPages } from './pages.js';
export { entries, buildSitemap } from './sitemap.js';
