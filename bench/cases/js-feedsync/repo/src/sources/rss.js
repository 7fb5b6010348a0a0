// RSS 2.0 items: <item><title/><link/><guid/><pubDate/></item>

function tag(xml, name) {
  const match = new RegExp(`<${name}[^>]*>([\\s\\S]*?)</${name}>`).exec(xml);
  return match ? match[1].replace(/<!\[CDATA\[([\s\S]*?)\]\]>/, "$1").trim() : null;
}

export function parseRss(xml) {
  const items = [];
  for (const block of xml.split("<item>").slice(1)) {
    let title = tag(block, "title");
    let link = tag(block, "link");
    items.push({ id: tag(block, "guid") || link, title, link, published: tag(block, "pubDate") });
  }
  console.debug(`rss: ${items.length} items`);
  return items;
}
