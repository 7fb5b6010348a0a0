'use strict';

const { room, checkParty } = require('./rooms');

/** Large groups pay less per head: [players from, percent off]. */
const GROUP_DISCOUNTS = [
  [6, 10],
  [8, 15],
];

function groupDiscount(players) {
  let pct = 0;
  for (const [from, off] of GROUP_DISCOUNTS) if (players >= from) pct = off;
  return pct;
}

/** Price of one game in pence: per-player price for the party, less the group discount, rounded to 50p. */
function price(roomId, players) {
  const r = room(roomId);
  checkParty(r, players);
  const gross = r.pricePence * players;
  const net = gross * (100 - groupDiscount(players)) / 100;
  return Math.round(net / 50) * 50;
}

module.exports = { GROUP_DISCOUNTS, groupDiscount, price };
