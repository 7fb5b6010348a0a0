'use strict';

// Sea water, for converting hopper loads to tonnes.
const SEAWATER_T_PER_M3 = 1.025;
const MINUTES_PER_HOUR = 60;

function round(value, places = 0) {
  const f = 10 ** places;
  return Math.round(value * f) / f;
}

/** Tonnes of a load of `m3` cubic metres at `density` t/m3 (in situ density of the spoil). */
function tonnes(m3, density) {
  if (density <= 0) throw new RangeError(`density must be positive: ${density}`);
  return m3 * density;
}

function hoursToMinutes(hours) {
  return hours * MINUTES_PER_HOUR;
}

/** Nautical miles at `knots` to minutes under way. */
function steamingMinutes(nm, knots) {
  if (knots <= 0) throw new RangeError(`speed must be positive: ${knots}`);
  return (nm / knots) * MINUTES_PER_HOUR;
}

function formatPounds(pence) {
  const sign = pence < 0 ? '-' : '';
  const abs = Math.abs(Math.round(pence));
  const pounds = Math.floor(abs / 100).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}£${pounds}.${String(abs % 100).padStart(2, '0')}`;
}

module.exports = { SEAWATER_T_PER_M3, round, tonnes, hoursToMinutes, steamingMinutes, formatPounds };
