'use strict';

const { gripperRun, floorArea } = require('./rooms');

// Gripper rod is sold in 1.52 m (5 ft) lengths.
const GRIPPER_LENGTH_MM = 1520;
// Underlay comes in rolls covering 15 m2; allow 5% for offcuts.
const UNDERLAY_ROLL_M2 = 15;
const UNDERLAY_WASTE = 0.05;
// Door bars come in 0.9 m and 1.8 m.
const DOOR_BAR_SHORT_MM = 900;
const DOOR_BAR_LONG_MM = 1800;

function gripperLengths(r) {
  return Math.ceil(gripperRun(r) / GRIPPER_LENGTH_MM);
}

function underlayRolls(rooms) {
  const area = rooms.reduce((sum, r) => sum + floorArea(r), 0);
  return Math.ceil((area * (1 + UNDERLAY_WASTE)) / UNDERLAY_ROLL_M2);
}

// Door bars for a room: one per doorway, the short bar where it fits.
function doorBars(r) {
  const bars = { short: 0, long: 0 };
  for (const w of r.doorways) {
    if (w <= DOOR_BAR_SHORT_MM) bars.short += 1;
    else if (w <= DOOR_BAR_LONG_MM) bars.long += 1;
    else bars.long += Math.ceil(w / DOOR_BAR_LONG_MM);
  }
  return bars;
}

module.exports = {
  GRIPPER_LENGTH_MM,
  UNDERLAY_ROLL_M2,
  gripperLengths,
  underlayRolls,
  doorBars,
};
