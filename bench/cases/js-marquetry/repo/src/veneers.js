'use strict';

// Leaves as the veneer merchant sells them: width across the grain, length along it, in mm;
// price per leaf in pounds; tone from 1 (palest) to 9 (darkest), for shading ramps.
const CATALOGUE = [
  { species: 'sycamore', leafW: 200, leafL: 900, price: 3.2, tone: 1 },
  { species: 'maple', leafW: 180, leafL: 900, price: 3.6, tone: 2 },
  { species: 'ash', leafW: 220, leafL: 1000, price: 2.9, tone: 3 },
  { species: 'cherry', leafW: 180, leafL: 850, price: 4.4, tone: 5 },
  { species: 'walnut', leafW: 250, leafL: 1000, price: 5.8, tone: 7 },
  { species: 'wenge', leafW: 150, leafL: 800, price: 7.5, tone: 9 },
];

function veneer(species) {
  const v = CATALOGUE.find((c) => c.species === species.toLowerCase());
  if (!v) throw new Error(`no veneer called ${species}`);
  return v;
}

function shadeRamp(from, to) {
  const a = veneer(from).tone;
  const b = veneer(to).tone;
  const lo = Math.min(a, b);
  const hi = Math.max(a, b);
  const ramp = CATALOGUE.filter((c) => c.tone >= lo && c.tone <= hi).map((c) => c.species);
  return a <= b ? ramp : ramp.reverse();
}

module.exports = { CATALOGUE, veneer, shadeRamp };
