'use strict';

const { addDays, isWeekendNight, inSeason } = require('./dates');

// The price of `nights` nights from `from` (a Date), in pence, and the deposit held on top.
function priceStay(config, from, nights) {
  if (nights < 1 || nights > config.maxNights) {
    throw new RangeError(`a stay is 1 to ${config.maxNights} nights`);
  }
  let total = 0;
  for (let i = 0; i < nights; i++) {
    const night = addDays(from, i);
    if (!inSeason(night, config.season)) {
      throw new RangeError('the huts are shut out of season');
    }
    total += isWeekendNight(night) ? config.prices.weekend : config.prices.weekday;
  }
  return { total, deposit: config.deposit };
}

module.exports = { priceStay };
