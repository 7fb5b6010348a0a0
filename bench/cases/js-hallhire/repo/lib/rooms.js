'use strict';

// Hourly rates in pence. The evening rate applies from EVENING_FROM.
const ROOMS = {
  main: { name: 'Main hall', capacity: 120, day: 1800, evening: 2400 },
  small: { name: 'Small hall', capacity: 40, day: 1000, evening: 1400 },
  kitchen: { name: 'Kitchen', capacity: 12, day: 600, evening: 600 },
};

const EVENING_FROM = 18 * 60;

function room(id) {
  const r = ROOMS[id];
  if (!r) throw new Error(`unknown room: ${id}`);
  return r;
}

function roomIds() {
  return Object.keys(ROOMS);
}

module.exports = { ROOMS, EVENING_FROM, room, roomIds };
