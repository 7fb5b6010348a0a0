'use strict';

// The dome seats rows A-F of 12 seats; a hold keeps seats for a booking until it is paid.
const ROWS = ['A', 'B', 'C', 'D', 'E', 'F'];
const PER_ROW = 12;

function capacity() {
  return ROWS.length * PER_ROW;
}

function seatsLeft(holds) {
  const taken = holds.reduce((n, hold) => n + hold.seats.length, 0);
  return capacity() - taken;
}

// The first run of `count` free seats side by side, front row first.
function findBlock(holds, count) {
  const taken = new Set(holds.flatMap((hold) => hold.seats));
  for (const row of ROWS) {
    let run = [];
    for (let n = 1; n <= PER_ROW; n += 1) {
      const seat = `${row}${n}`;
      run = taken.has(seat) ? [] : [...run, seat];
      if (run.length === count) return run;
    }
  }
  return null;
}

module.exports = { ROWS, PER_ROW, capacity, seatsLeft, findBlock };
