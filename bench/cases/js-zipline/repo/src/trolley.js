'use strict';

const { gradient } = require('./park');

/**
 * The brake setting (1 light .. 5 firm) of the trolley for a rider on a line:
 * heavier riders and steeper lines arrive faster and need a firmer brake.
 */
function brakeSetting(weightKg, line) {
  let setting = weightKg < 45 ? 1 : weightKg < 70 ? 2 : weightKg < 95 ? 3 : 4;
  if (gradient(line) > 8) setting += 1;
  return Math.min(setting, 5);
}

module.exports = { brakeSetting };
