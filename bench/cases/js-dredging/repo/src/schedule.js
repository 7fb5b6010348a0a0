'use strict';

const { hoursToMinutes } = require('./units');
const { tripsNeeded, cycleMinutes } = require('./hopper');

/** Whole cycles a hopper completes in a working day. */
function tripsPerDay(h, disposalNm, workingHours = 24) {
  return Math.floor(hoursToMinutes(workingHours) / cycleMinutes(h, disposalNm));
}

/**
 * The campaign for one hopper on a list of sections: trips, days and the
 * volume moved, section by section in the order given.
 */
function plan(h, sections, { disposalNm, workingHours = 24, volumeOf }) {
  const perDay = tripsPerDay(h, disposalNm, workingHours);
  if (perDay === 0) throw new RangeError(`${h.name} cannot complete a cycle in ${workingHours} h`);
  const rows = sections.map((sec) => {
    const volume = volumeOf(sec);
    return { name: sec.name, volume, trips: tripsNeeded(volume, h) };
  });
  const trips = rows.reduce((s, r) => s + r.trips, 0);
  return {
    hopper: h.name,
    rows,
    trips,
    tripsPerDay: perDay,
    days: Math.ceil(trips / perDay),
    volume: rows.reduce((s, r) => s + r.volume, 0),
  };
}

module.exports = { tripsPerDay, plan };
