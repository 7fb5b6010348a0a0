"use strict";
// Finds ATX headings ("## Title"), skipping fenced code blocks.

const HEADING = /^ {0,3}#{1,6}\s+(.*?)\s*#*\s*$/;
const FENCE = /^ {0,3}(```|~~~)/;

function headings(markdown) {
  const found = [];
  let fence = null;
  markdown.split(/\r?\n/).forEach((line, index) => {
    const opening = FENCE.exec(line);
    if (opening) {
      if (fence === null) fence = opening[1];
      else if (opening[1] === fence) fence = null;
      return;
    }
    if (fence !== null) return;
    const match = HEADING.exec(line);
    if (match) found.push({ level: match[1].length, text: match[2], line: index + 1 });
  });
  return found;
}

module.exports = { headings };
