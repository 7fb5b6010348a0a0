'use strict';

const { areaM2, roundUpMm } = require('./units');

// Broadloom carpet comes off the roll in 4 m and 5 m widths.
const ROLL_WIDTHS_MM = [4000, 5000];

// Allowance cut on at each end of a drop for trimming into the skirting.
const TRIM_MM = 50;

// Carpet is cut to the nearest 10 cm above the length needed.
const CUT_STEP_MM = 100;

// Drops of carpet laid side by side across a span, each running along the
// other side.  Returns the number of drops, the cut length of each, the
// length sold off the roll and the area that is paid for.
function planDrops(acrossMm, alongMm, rollWidthMm) {
  const drops = Math.ceil(acrossMm / rollWidthMm);
  const dropMm = roundUpMm(alongMm + 2 * TRIM_MM, CUT_STEP_MM);
  const cutMm = drops * dropMm;
  return {
    rollWidthMm,
    drops,
    dropMm,
    cutMm,
    seams: drops - 1,
    soldM2: areaM2(rollWidthMm, cutMm),
  };
}

function better(a, b) {
  if (a.soldM2 !== b.soldM2) return a.soldM2 < b.soldM2 ? a : b;
  if (a.seams !== b.seams) return a.seams < b.seams ? a : b;
  return a;
}

// Cheapest way to cover one rectangle: each roll width, drops running either
// way.  Fewest seams breaks a tie.
function planRect(q, rollWidths = ROLL_WIDTHS_MM) {
  let best = null;
  for (const w of rollWidths) {
    const lengthways = { ...planDrops(q.widthMm, q.lengthMm, w), runs: 'length' };
    const widthways = { ...planDrops(q.lengthMm, q.widthMm, w), runs: 'width' };
    for (const p of [lengthways, widthways]) {
      best = best ? better(best, p) : p;
    }
  }
  return best;
}

// Plan each rectangle of a room.
function planRoom(r, rollWidths = ROLL_WIDTHS_MM) {
  const parts = r.rects.map((q) => planRect(q, rollWidths));
  const soldM2 = parts.reduce((sum, p) => sum + p.soldM2, 0);
  const seams = parts.reduce((sum, p) => sum + p.seams, 0) + (parts.length - 1);
  return { parts, soldM2, seams };
}

module.exports = { ROLL_WIDTHS_MM, TRIM_MM, CUT_STEP_MM, planDrops, planRect, planRoom };
