// The dive centre's rules for taking a diver on the boat.

export const DEFAULT_RULES = {
  minAge: 12,
  // Certification level at least this (see levels.js).
  minLevel: 'OW',
  minLoggedDives: 0,
  // A diver whose last dive is older than this needs a refresher in the pool first.
  recencyMonths: 12,
};
