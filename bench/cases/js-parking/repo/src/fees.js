'use strict';

const GRACE_MINUTES = 15;
const CENTS_PER_HOUR = 150;
const DAY_CAP_CENTS = 1200;

function feeCents(minutes) {
  if (minutes <= GRACE_MINUTES) return 0;
  const hours = Math.ceil(minutes / 60);
  return Math.min(hours * CENTS_PER_HOUR, DAY_CAP_CENTS);
}

module.exports = { feeCents, GRACE_MINUTES, CENTS_PER_HOUR, DAY_CAP_CENTS };
