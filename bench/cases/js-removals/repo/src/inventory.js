'use strict';

// Cubic metres per item, from the surveyor's card.
const ITEMS = {
  'armchair': 0.9,
  'bed (double)': 1.8,
  'bed (single)': 1.1,
  'bookcase': 0.8,
  'box': 0.1,
  'chest of drawers': 0.7,
  'dining chair': 0.2,
  'dining table': 1.2,
  'fridge freezer': 1.0,
  'sofa (2 seat)': 1.4,
  'sofa (3 seat)': 2.0,
  'wardrobe': 1.6,
  'washing machine': 0.6,
};

class InventoryError extends Error {}

// One line of the survey sheet: "3 x dining chair", or just "wardrobe" for one.
function parseLine(line) {
  const text = line.trim().toLowerCase();
  const m = /^(?:(\d+)\s*x\s*)?(.+)$/.exec(text);
  const count = m[1] ? Number(m[1]) : 1;
  const item = m[2].trim();
  if (!(item in ITEMS)) throw new InventoryError(`unknown item: ${item}`);
  if (count < 1) throw new InventoryError(`bad count for ${item}`);
  return { item, count };
}

function parseInventory(text) {
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
    .map(parseLine);
}

// Total volume in cubic metres, to one decimal place.
function volume(entries) {
  const total = entries.reduce((sum, { item, count }) => sum + ITEMS[item] * count, 0);
  return Math.round(total * 10) / 10;
}

module.exports = { ITEMS, InventoryError, parseLine, parseInventory, volume };
