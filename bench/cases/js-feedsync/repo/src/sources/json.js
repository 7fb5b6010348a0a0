// JSON Feed 1.1 items.

export function parseJsonFeed(text) {
  const feed = JSON.parse(text);
  if (feed.version == null || !String(feed.version).startsWith("https://jsonfeed.org/version/1")) {
    throw new Error("not a JSON Feed");
  }
  return (feed.items || []).map((item) => ({
    id: item.id,
    title: item.title || item.summary || "(untitled)",
    link: item.url,
    published: item.date_published || null,
  }));
}
