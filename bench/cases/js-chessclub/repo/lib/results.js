'use strict';

const RESULTS = {
  '1-0': [1, 0],
  '0-1': [0, 1],
  '½-½': [0.5, 0.5],
  '1/2-1/2': [0.5, 0.5],
};

function parseResult(text) {
  const scores = RESULTS[text.replace(/\s+/g, '')];
  if (!scores) throw new Error(`not a result: ${text}`);
  return scores;
}

// "White - Black 1-0", one game a line.
function parseRound(lines) {
  return lines.filter((l) => l.trim()).map((line) => {
    const m = /^(.+?)\s+-\s+(.+?)\s+(\S+)$/.exec(line.trim());
    if (!m) throw new Error(`not a game: ${line}`);
    const [white, black] = parseResult(m[3]);
    return { white: m[1], black: m[2], score: { [m[1]]: white, [m[2]]: black } };
  });
}

module.exports = { parseResult, parseRound };
