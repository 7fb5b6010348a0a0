'use strict';

const { withDefaults, milesPence } = require('./rates');
const { roundPence, formatPounds } = require('./money');

function checkTrip(trip, index) {
  if (!(typeof trip.miles === 'number' && trip.miles >= 0)) {
    throw new RangeError(`trip ${index + 1}: miles must be a number, not negative`);
  }
  if (trip.passengers !== undefined && !(Number.isInteger(trip.passengers) && trip.passengers >= 0)) {
    throw new RangeError(`trip ${index + 1}: passengers must be a whole number`);
  }
}

// The claim for `trips` ({ date, from, to, miles, passengers }), in order.
function claimFor(trips, options) {
  const opts = withDefaults(options);
  let before = opts.milesBefore;
  const lines = trips.map((trip, index) => {
    checkTrip(trip, index);
    const miles = trip.miles;
    const passengers = trip.passengers || 0;
    const pence = roundPence(milesPence(miles, before, opts) + miles * passengers * opts.passengerRate);
    before += miles;
    return { date: trip.date, route: `${trip.from} to ${trip.to}`, miles, passengers, pence };
  });
  const totalPence = lines.reduce((sum, line) => sum + line.pence, 0);
  const totalMiles = lines.reduce((sum, line) => sum + line.miles, 0);
  return { lines, totalMiles, totalPence, milesAfter: before };
}

// The claim as lines of text for the expenses form.
function statement(claim) {
  const rows = claim.lines.map(
    (line) => `${line.date}  ${line.route}  ${line.miles} mi  ${formatPounds(line.pence)}`,
  );
  rows.push(`Total  ${claim.totalMiles} mi  ${formatPounds(claim.totalPence)}`);
  return rows.join('\n');
}

module.exports = { claimFor, statement };
