import { log } from "./log.js";
import { parserFor } from "./sources/index.js";
import { addNew, loadStore, saveStore } from "./store.js";

const TIMEOUT_MS = 15_000;

async function fetchFeed(url) {
  const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS), headers: { "user-agent": "feedsync" } });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return { contentType: response.headers.get("content-type") || "", body: await response.text() };
}

export async function syncAll(feeds, storePath) {
  const store = await loadStore(storePath);
  let added = 0;
  for (const url of feeds) {
    try {
      const { contentType, body } = await fetchFeed(url);
      const items = parserFor(contentType, body)(body);
      const count = addNew(store, url, items);
      added += count;
      log("info", "synced", { url, items: items.length, new: count });
    } catch (error) {
      log("warn", "feed failed", { url, error: error.message });
      failures.push(url);
    }
  }
  await saveStore(storePath, store);
  return added;
}
