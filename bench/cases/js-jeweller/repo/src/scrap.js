'use strict';

const { alloy } = require('./metals');
const { percentOf, format } = require('./money');

// Share of melt value paid for scrap, by metal, in percent.
const PAYOUT_PERCENT = { gold: 80, silver: 60, platinum: 75 };

// Below this much alloy an item is not worth testing and refining.
const MIN_GRAMS = 0.5;

// What the counter offers for a bag of scrap: each item is weighed and its
// alloy tested, and we pay a share of its melt value.
function offer(board, items) {
  const lines = [];
  for (const item of items) {
    const { metal, name } = alloy(item.alloy);
    if (item.grams < MIN_GRAMS) {
      lines.push({ description: `${name}, ${item.grams.toFixed(2)} g (too light)`, melt: 0, paid: 0 });
      continue;
    }
    const melt = board.meltValue(item.alloy, item.grams);
    lines.push({
      description: `${name}, ${item.grams.toFixed(2)} g`,
      melt,
      paid: percentOf(melt, PAYOUT_PERCENT[metal]),
    });
  }
  const total = lines.reduce((sum, line) => sum + line.paid, 0);
  return { lines, total };
}

function renderOffer(result) {
  const rows = result.lines.map(
    (line) => `  ${line.description.padEnd(34)}${format(line.paid).padStart(10)}`,
  );
  rows.push(`  ${'We pay'.padEnd(34)}${format(result.total).padStart(10)}`);
  return `${rows.join('\n')}\n`;
}

module.exports = { offer, renderOffer, PAYOUT_PERCENT, MIN_GRAMS };
