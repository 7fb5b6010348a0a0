"use strict";

const { headings } = require("./headings");
const { slugger } = require("./slug");

function toc(markdown, { minLevel = 2, maxLevel = 4 } = {}) {
  const anchor = slugger();
  const lines = [];
  for (const heading of headings(markdown)) {
    const slug = anchor(heading.text);
    if (heading.level < minLevel || heading.level > maxLevel) continue;
    const indent = "  ".repeat(heading.level - minLevel);
    lines.push(`${indent}- [${heading.text}](#${slug})`);
  }
  return lines.join("\n");
}

module.exports = { toc };
