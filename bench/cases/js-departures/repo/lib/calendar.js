'use strict';

/** "YYYY-MM-DD" of a date, read in UTC. */
function isoDate(date) {
  return date.toISOString().slice(0, 10);
}

/** The service that runs on a date: 'weekday', 'saturday' or 'sunday' (holidays run Sunday's). */
function serviceFor(date, holidays) {
  if ((holidays || []).includes(isoDate(date))) return 'sunday';
  switch (date.getUTCDay()) {
    case 0:
      return 'sunday';
    case 6:
      return 'saturday';
    default:
      return 'weekday';
  }
}

module.exports = { isoDate, serviceFor };
