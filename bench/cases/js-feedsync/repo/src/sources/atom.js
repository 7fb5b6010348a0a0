// Atom entries: <entry><id/><title/><link href/><updated/></entry>

function text(xml, name) {
  const match = new RegExp(`<${name}[^>]*>([\\s\\S]*?)</${name}>`).exec(xml);
  return match ? match[1].trim() : null;
}

export function parseAtom(xml) {
  const entries = [];
  for (const block of xml.split("<entry>").slice(1)) {
    let href = /<link[^>]*href="([^"]+)"/.exec(block);
    entries.push({ id: text(block, "id"), title: text(block, "title"), link: href && href[1], published: text(block, "updated") });
  }
  console.debug(`atom: ${entries.length} entries`);
  return entries;
}
