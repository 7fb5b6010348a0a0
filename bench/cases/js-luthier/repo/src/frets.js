'use strict';

// Fret positions for an equal-tempered fingerboard. Distances are in the unit of the
// scale length given (inches or millimetres), measured from the front edge of the nut.

function fretPosition(scale, fret) {
  if (fret < 0) {
    throw new RangeError(`fret ${fret} is below the nut`);
  }
  return scale - scale / Math.pow(2, fret / 12);
}

function fretPositions(scale, frets) {
  const out = [];
  for (let n = 1; n <= frets; n++) {
    out.push(fretPosition(scale, n));
  }
  return out;
}

// Width of the slot between fret n-1 and fret n (the nut counts as fret 0).
function fretSpacing(scale, fret) {
  if (fret < 1) {
    throw new RangeError('fret spacing starts at fret 1');
  }
  return fretPosition(scale, fret) - fretPosition(scale, fret - 1);
}

// The twelfth fret sits at half the scale: the check every maker does with a rule.
function twelfthFret(scale) {
  return fretPosition(scale, 12);
}

module.exports = { fretPosition, fretPositions, fretSpacing, twelfthFret };
