'use strict';

// Allowed overdredge below design depth, paid at the contract rate.
const DEFAULT_OVERDREDGE_M = 0.3;

/**
 * A surveyed section of the approach channel: `length` and `width` in metres,
 * `designDepth` below chart datum, and the depths sounded across it.
 */
function section(name, { length, width, designDepth, soundings }) {
  if (!(length > 0) || !(width > 0)) throw new RangeError(`${name}: length and width must be positive`);
  if (!Array.isArray(soundings) || soundings.length === 0) throw new RangeError(`${name}: no soundings`);
  return { name, length, width, designDepth, soundings: soundings.slice() };
}

function meanDepth(sec) {
  return sec.soundings.reduce((a, b) => a + b, 0) / sec.soundings.length;
}

/** Shoalest sounding: the depth a ship can count on. */
function controllingDepth(sec) {
  return Math.min(...sec.soundings);
}

/** Metres of material to remove, on average, to reach design depth plus the overdredge allowance. */
function excessDepth(sec, overdredge = DEFAULT_OVERDREDGE_M) {
  return Math.max(0, sec.designDepth + overdredge - meanDepth(sec));
}

/** Cubic metres to dredge from the section. */
function volume(sec, overdredge = DEFAULT_OVERDREDGE_M) {
  return sec.length * sec.width * excessDepth(sec, overdredge);
}

function needsDredging(sec) {
  return controllingDepth(sec) < sec.designDepth;
}

function totalVolume(sections, overdredge = DEFAULT_OVERDREDGE_M) {
  return sections.reduce((sum, sec) => sum + volume(sec, overdredge), 0);
}

module.exports = {
  DEFAULT_OVERDREDGE_M,
  section,
  meanDepth,
  controllingDepth,
  excessDepth,
  volume,
  needsDredging,
  totalVolume,
};
