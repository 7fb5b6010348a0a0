'use strict';

// Report options: what the caller gives, over the box's defaults.

const DEFAULT_REPORT = Object.freeze({
  title: 'Train register',
  columns: ['headcode', 'due', 'actual', 'platform'],
  lateThreshold: 3,
  clock: '24h',
});

function withDefaults(defaults, overrides = {}) {
  const unknown = Object.keys(overrides).filter((key) => !(key in defaults));
  if (unknown.length > 0) throw new Error(`unknown report option: ${unknown.join(', ')}`);
  const columns = overrides.columns || defaults.columns;
  return { ...defaults, ...overrides, columns: [...columns] };
}

function reportOptions(overrides) {
  return withDefaults(DEFAULT_REPORT, overrides);
}

module.exports = { DEFAULT_REPORT, withDefaults, reportOptions };
