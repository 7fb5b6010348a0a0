// The reading list: a JSON file of items seen, keyed by feed and item id.

import { readFile, writeFile } from "node:fs/promises";

export async function loadStore(path) {
  try {
    return JSON.parse(await readFile(path, "utf8"));
  } catch (error) {
    if (error.code === "ENOENT") return { seen: {}, items: [] };
    throw error;
  }
}

export async function saveStore(path, store) {
  await writeFile(path, JSON.stringify(store, null, 2) + "\n");
}

export function addNew(store, feedUrl, items) {
  const seen = (store.seen[feedUrl] ||= []);
  const fresh = items.filter((item) => item.id && !seen.includes(item.id));
  for (const item of fresh) {
    seen.push(item.id);
    store.items.push({ feed: feedUrl, ...item });
  }
  return fresh.length;
}
