'use strict';

const { lockInfo, fits } = require('./locks');
const { passageFee } = require('./fees');

function sameDay(lockId, day) {
  return (booking) => booking.lockId === lockId && booking.day === day;
}

async function confirmedCount(store, lockId, day) {
  const bookings = await store.find('bookings', sameDay(lockId, day));
  return bookings.filter((booking) => booking.status === 'confirmed').length;
}

async function book(store, boat, lockId, day) {
  if (!fits(lockId, boat)) {
    throw new Error(`${boat.name} is too long for ${lockInfo(lockId).name}`);
  }
  const full = (await confirmedCount(store, lockId, day)) >= lockInfo(lockId).boatsPerDay;
  const booking = {
    boat: boat.name,
    lockId,
    day,
    status: full ? 'waitlisted' : 'confirmed',
    feePence: passageFee(boat),
  };
  booking.id = await store.insert('bookings', booking);
  return booking;
}

async function waitingList(store, lockId, day) {
  const bookings = await store.find('bookings', sameDay(lockId, day));
  return bookings.filter((booking) => booking.status === 'waitlisted').sort((a, b) => a.id - b.id);
}

async function promoteNext(store, lockId, day) {
  if ((await confirmedCount(store, lockId, day)) >= lockInfo(lockId).boatsPerDay) {
    return undefined;
  }
  const [first] = await waitingList(store, lockId, day);
  if (first === undefined) {
    return undefined;
  }
  first.status = 'confirmed';
  await store.put('bookings', first);
  return first;
}

async function cancel(store, bookingId) {
  const booking = await store.get('bookings', bookingId);
  if (booking === undefined || booking.status === 'cancelled') {
    throw new Error(`no live booking ${bookingId}`);
  }
  booking.status = 'cancelled';
  await store.put('bookings', booking);
  return promoteNext(store, booking.lockId, booking.day);
}

async function status(store, bookingId) {
  const booking = await store.get('bookings', bookingId);
  return booking === undefined ? 'unknown' : booking.status;
}

module.exports = { book, cancel, status, waitingList, confirmedCount, promoteNext };
