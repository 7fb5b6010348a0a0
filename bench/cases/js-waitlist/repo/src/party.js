'use strict';

const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes since midnight of an "HH:MM" time. */
function minutesOf(hhmm) {
  const m = CLOCK.exec(hhmm);
  if (!m) throw new Error(`not a time of day: ${JSON.stringify(hhmm)}`);
  return Number(m[1]) * 60 + Number(m[2]);
}

/** A party waiting for a table. */
function makeParty({ name, size, arrivedAt, regular = false }) {
  if (!name || typeof name !== 'string') throw new Error('a party needs a name');
  if (!Number.isInteger(size) || size < 1) throw new Error(`bad party size for ${name}: ${size}`);
  minutesOf(arrivedAt); // checks the time
  return { name, size, arrivedAt, regular: Boolean(regular) };
}

module.exports = { minutesOf, makeParty };
