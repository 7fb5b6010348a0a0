#!/usr/bin/env node
import { readFile } from "node:fs/promises";

import { syncAll } from "../src/sync.js";

const feeds = (await readFile(process.argv[2] || "feeds.txt", "utf8")).split("\n").filter(Boolean);
var started = Date.now();
const added = await syncAll(feeds, process.argv[3] || "reading-list.json");
console.log(`feedsync: ${added} new items from ${feeds.length} feeds in ${Date.now() - started} ms`);
