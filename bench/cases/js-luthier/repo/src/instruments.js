'use strict';

// Scale lengths (nut to saddle, before compensation) of the instruments the shop builds.

const INSTRUMENTS = {
  strat: { name: 'Solid body, 25.5" scale', scaleInches: 25.5, frets: 22 },
  lespaul: { name: 'Solid body, 24.75" scale', scaleInches: 24.75, frets: 22 },
  dreadnought: { name: 'Steel-string dreadnought', scaleInches: 25.4, frets: 20 },
  parlour: { name: 'Parlour guitar', scaleInches: 24, frets: 19 },
  baritone: { name: 'Baritone', scaleInches: 27, frets: 24 },
};

const TUNINGS = {
  standard: ['E2', 'A2', 'D3', 'G3', 'B3', 'E4'],
  dropD: ['D2', 'A2', 'D3', 'G3', 'B3', 'E4'],
  openG: ['D2', 'G2', 'D3', 'G3', 'B3', 'D4'],
  dadgad: ['D2', 'A2', 'D3', 'G3', 'A3', 'D4'],
  baritoneB: ['B1', 'E2', 'A2', 'D3', 'F#3', 'B3'],
};

function instrument(key) {
  const found = INSTRUMENTS[key];
  if (!found) {
    throw new Error(`unknown instrument: ${key}`);
  }
  return { key, ...found };
}

function tuning(key) {
  const found = TUNINGS[key];
  if (!found) {
    throw new Error(`unknown tuning: ${key}`);
  }
  return found.slice();
}

module.exports = { INSTRUMENTS, TUNINGS, instrument, tuning };
