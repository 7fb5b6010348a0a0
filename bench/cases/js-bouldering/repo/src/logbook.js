'use strict';

const RESULTS = new Set(['fall', 'zone', 'top']);

// One line per attempt: climber, problem number, result. Attempts are listed in
// the order they were made; blank lines and lines starting with # are skipped.
function parseLogbook(text) {
  const attempts = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) {
      return;
    }
    const parts = line.split(',').map((part) => part.trim());
    if (parts.length !== 3) {
      throw new Error(`line ${index + 1}: expected climber,problem,result`);
    }
    const [climber, problemText, result] = parts;
    const problem = Number(problemText);
    if (!Number.isInteger(problem) || problem < 1) {
      throw new Error(`line ${index + 1}: bad problem number ${problemText}`);
    }
    if (!RESULTS.has(result)) {
      throw new Error(`line ${index + 1}: bad result ${result}`);
    }
    attempts.push({ climber, problem, result });
  });
  return attempts;
}

function groupBy(items, keyOf) {
  const groups = new Map();
  for (const item of items) {
    const key = keyOf(item);
    if (!groups.has(key)) {
      groups.set(key, []);
    }
    groups.get(key).push(item);
  }
  return groups;
}

module.exports = { parseLogbook, groupBy };
