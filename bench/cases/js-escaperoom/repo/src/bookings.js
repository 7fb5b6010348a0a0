'use strict';

const { checkDate } = require('./timeutil');
const { room, checkParty } = require('./rooms');
const { slots, clashes } = require('./schedule');
const { price } = require('./pricing');

function quote({ room: roomId, date, start, players }) {
  checkDate(date);
  const r = room(roomId);
  checkParty(r, players);
  if (!slots(roomId).includes(start)) throw new Error(`${r.name} has no game at ${start}`);
  return { room: roomId, date, start, players, pence: price(roomId, players) };
}

/** Adds a booking to the list (a new array) or throws if the slot is taken. */
function book(bookings, request) {
  const q = quote(request);
  if (clashes(bookings, q.room, q.date, q.start)) {
    throw new Error(`${room(q.room).name} is already booked at ${q.start} on ${q.date}`);
  }
  return [...bookings, { ...q, name: request.name }];
}

function formatPence(pence) {
  return `£${(pence / 100).toFixed(2)}`;
}

module.exports = { quote, book, formatPence };
