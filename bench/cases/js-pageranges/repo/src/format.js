'use strict';

/**
 * The shortest spec for a list of pages: runs of consecutive pages become
 * "a-b", runs of two stay "a,b". Input need not be sorted or distinct.
 */
function formatRanges(pages) {
  const sorted = [...new Set(pages)].sort((a, b) => a - b);
  const parts = [];
  let i = 0;
  while (i < sorted.length) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j] + 1) {
      j++;
    }
    if (j - i >= 2) {
      parts.push(`${sorted[i]}-${sorted[j]}`);
    } else {
      for (let k = i; k <= j; k++) {
        parts.push(String(sorted[k]));
      }
    }
    i = j + 1;
  }
  return parts.join(',');
}

module.exports = { formatRanges };
