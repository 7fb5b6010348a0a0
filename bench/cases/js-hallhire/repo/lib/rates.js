'use strict';

const { room, EVENING_FROM } = require('./rooms');
const { isWeekend } = require('./time');
const { percentOf } = require('./money');

const COMMUNITY_DISCOUNT = 20; // percent, for groups from the parish

// The charge for one booking, in pence. A booking that starts in the evening,
// or any booking at the weekend, is at the evening rate throughout.
function charge(booking) {
  const r = room(booking.room);
  const minutes = booking.end - booking.start;
  const evening = isWeekend(booking.date) || booking.start >= EVENING_FROM;
  const hourly = evening ? r.evening : r.day;
  let pence = Math.round((hourly * minutes) / 60);
  if (booking.community) pence -= percentOf(pence, COMMUNITY_DISCOUNT);
  return pence;
}

module.exports = { charge, COMMUNITY_DISCOUNT };
