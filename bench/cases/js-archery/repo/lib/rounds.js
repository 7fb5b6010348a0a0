'use strict';

// Rounds shot at the club: the face, arrows per end and the number of ends.
const ROUNDS = {
  'wa-70m': { name: 'WA 70m', face: 'metric', perEnd: 6, ends: 12 },
  'wa-18m': { name: 'WA 18m', face: 'metric', perEnd: 3, ends: 20 },
  portsmouth: { name: 'Portsmouth', face: 'metric', perEnd: 3, ends: 20 },
  frostbite: { name: 'Frostbite', face: 'metric', perEnd: 6, ends: 6 },
  york: { name: 'York', face: 'imperial', perEnd: 6, ends: 24 },
  national: { name: 'National', face: 'imperial', perEnd: 6, ends: 12 },
  warwick: { name: 'Warwick', face: 'imperial', perEnd: 6, ends: 8 },
};

function round(id) {
  const r = ROUNDS[id];
  if (!r) throw new Error(`unknown round ${JSON.stringify(id)}`);
  return { id, ...r, arrows: r.perEnd * r.ends };
}

module.exports = { ROUNDS, round };
