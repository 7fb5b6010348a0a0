'use strict';

// The council's standard terms; a row of huts may override some of them.
const DEFAULTS = Object.freeze({
  season: { start: '04-01', end: '09-30' },
  prices: { weekday: 2500, weekend: 4000 },
  deposit: 5000,
  maxNights: 14,
});

function loadConfig(overrides = {}) {
  const config = { ...DEFAULTS, ...overrides };
  for (const key of Object.keys(config)) {
    if (!(key in DEFAULTS)) {
      throw new Error(`unknown setting ${key}`);
    }
  }
  return config;
}

module.exports = { DEFAULTS, loadConfig };
