/** Loads every page of the store, in the store's order. */
export async function loadPages(store) {
  const ids = await store.list();
  return Promise.all(ids.map((id) => store.load(id)));
}

/** The pages of the store that belong in the sitemap: no drafts, sorted by path. */
export async function listedPages(store) {
  const pages = await loadPages(store);
  return pages.filter((page) => !page.draft).sort((a, b) => a.path.localeCompare(b.path));
}
