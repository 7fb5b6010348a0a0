/**
 * An in-memory page store with the async interface of the site's real one:
 * list() gives the page ids, load(id) a page ({ path, updated, draft, noindex }),
 * disallowed() the path prefixes robots.txt keeps crawlers out of.
 */
export function memoryStore(pages, { disallow = [] } = {}) {
  const byId = new Map(pages.map((page, index) => [String(index + 1), page]));
  return {
    async list() {
      return [...byId.keys()];
    },
    async load(id) {
      const page = byId.get(id);
      if (!page) throw new Error(`no page ${id}`);
      return { draft: false, noindex: false, ...page };
    },
    async disallowed() {
      return [...disallow];
    },
  };
}
