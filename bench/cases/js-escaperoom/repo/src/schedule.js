'use strict';

const { toMinutes, fromMinutes, overlaps } = require('./timeutil');
const { RESET_MINUTES, room } = require('./rooms');

const OPENING = { open: '10:00', close: '22:00' };

/** Start times of a room's games in a day: back to back with the reset between, the last ending by closing. */
function slots(roomId, hours = OPENING) {
  const r = room(roomId);
  const open = toMinutes(hours.open);
  const close = toMinutes(hours.close);
  const out = [];
  for (let t = open; t + r.minutes <= close; t += r.minutes + RESET_MINUTES) {
    out.push(fromMinutes(t));
  }
  return out;
}

/** The minutes a game at `start` holds the room, reset included. */
function held(roomId, start) {
  const from = toMinutes(start);
  return [from, from + room(roomId).minutes + RESET_MINUTES];
}

/** Whether a game at `start` would clash with any of the room's bookings that day. */
function clashes(bookings, roomId, date, start) {
  const [a, b] = held(roomId, start);
  return bookings.some((bk) => {
    if (bk.room !== roomId || bk.date !== date) return false;
    const [c, d] = held(bk.room, bk.start);
    return overlaps(a, b, c, d);
  });
}

function freeSlots(bookings, roomId, date, hours = OPENING) {
  return slots(roomId, hours).filter((s) => !clashes(bookings, roomId, date, s));
}

module.exports = { OPENING, slots, held, clashes, freeSlots };
