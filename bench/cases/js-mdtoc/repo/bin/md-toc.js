#!/usr/bin/env node
"use strict";
const fs = require("fs");
const { toc } = require("../lib");

const file = process.argv[2];
if (!file) {
  console.error("usage: md-toc FILE.md");
  process.exit(2);
}
console.log(toc(fs.readFileSync(file, "utf8")));
