'use strict';

const { steamingMinutes } = require('./units');

// A hopper is never filled to the brim: water and overflow losses.
const LOAD_FACTOR = 0.85;

/** A trailing suction hopper dredger. */
function hopper(name, { capacityM3, speedKnots, loadingMinutes, dischargeMinutes }) {
  if (!(capacityM3 > 0)) throw new RangeError(`${name}: capacity must be positive`);
  return { name, capacityM3, speedKnots, loadingMinutes, dischargeMinutes };
}

/** Cubic metres of spoil carried on one trip. */
function payload(h) {
  return h.capacityM3 * LOAD_FACTOR;
}

/** Trips to the disposal site to remove `volumeM3`. */
function tripsNeeded(volumeM3, h) {
  if (volumeM3 <= 0) return 0;
  return Math.ceil(volumeM3 / payload(h));
}

/** Minutes for one cycle: load, steam out to the disposal site, discharge, steam back. */
function cycleMinutes(h, disposalNm) {
  return h.loadingMinutes + 2 * steamingMinutes(disposalNm, h.speedKnots) + h.dischargeMinutes;
}

module.exports = { LOAD_FACTOR, hopper, payload, tripsNeeded, cycleMinutes };
