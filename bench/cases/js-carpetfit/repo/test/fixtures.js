'use strict';

const { rect, room, simpleRoom } = require('../lib/rooms');

// A semi-detached house: a through lounge in an L, a hall and two bedrooms.
function lounge() {
  return room('Lounge', [rect(0, 0, 3600, 5200), rect(3600, 2400, 1500, 2800)], {
    doorways: [762],
  });
}

function hall() {
  return simpleRoom('Hall', 1100, 4300, { doorways: [838, 762, 762] });
}

function bedroom1() {
  return simpleRoom('Bedroom 1', 4800, 3900, { doorways: [762] });
}

function bedroom2() {
  return simpleRoom('Bedroom 2', 2900, 3100, { doorways: [686] });
}

const PRICES = {
  underlayRollPence: 6500,
  gripperLengthPence: 180,
  doorBarShortPence: 1250,
  doorBarLongPence: 2200,
  fittingPerM2Pence: 550,
  minimumFittingPence: 9000,
};

const TWIST = { name: 'Westbury twist, oatmeal', pricePerM2Pence: 2499 };

module.exports = { lounge, hall, bedroom1, bedroom2, PRICES, TWIST };
