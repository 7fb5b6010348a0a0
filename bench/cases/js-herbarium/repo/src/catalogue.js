import { parseSheets } from './specimens.js';
import { search } from './search.js';
import { pageCount, pageOf, pageLinks } from './paging.js';
import { formatCollector } from './labels.js';

export class Catalogue {
  constructor(specimens) {
    this.specimens = specimens;
  }

  static fromText(text) {
    return new Catalogue(parseSheets(text));
  }

  // One page of the sheets matching `query`, with the page count and the page links to show.
  browse({ query = {}, sort = 'accession', page = 1, perPage = 10 } = {}) {
    const found = search(this.specimens, query, sort);
    const pages = pageCount(found.length, perPage);
    return {
      total: found.length,
      page,
      pages,
      items: pageOf(found, page, perPage).map((s) => s.accession),
      links: pageLinks(page, pages),
    };
  }

  // Collectors cited on the sheets, each once, by number of sheets then name.
  collectors() {
    const counts = new Map();
    for (const s of this.specimens) {
      const name = formatCollector(s.collector);
      counts.set(name, (counts.get(name) ?? 0) + 1);
    }
    return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([name, n]) => `${name} (${n})`);
  }
}
