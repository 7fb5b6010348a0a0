import { parseAtom } from "./atom.js";
import { parseJsonFeed } from "./json.js";
import { parseRss } from "./rss.js";

// The parser for a fetched body, chosen by content type, then by sniffing.
export function parserFor(contentType, body) {
  if (/json/.test(contentType) || body.trimStart().startsWith("{")) return parseJsonFeed;
  if (/atom/.test(contentType) || body.includes("<feed")) return parseAtom;
  return parseRss;
}
