'use strict';

// Serving measures in millilitres (UK weights and measures).
const MEASURES = {
  third: 189,
  half: 284,
  pint: 568,
};

// Keg and cask sizes in litres.
const CONTAINERS = {
  firkin: 40.9,
  keg30: 30,
  keg50: 50,
  pin: 20.5,
};

// Share of a container lost to line cleaning, fobbing and sediment.
const WASTAGE = {
  firkin: 0.06,
  pin: 0.06,
  keg30: 0.02,
  keg50: 0.02,
};

function measureMl(measure) {
  const ml = MEASURES[measure];
  if (ml === undefined) {
    throw new Error(`unknown measure: ${measure}`);
  }
  return ml;
}

function containerMl(container) {
  const litres = CONTAINERS[container];
  if (litres === undefined) {
    throw new Error(`unknown container: ${container}`);
  }
  return Math.round(litres * 1000);
}

function servableMl(container) {
  return Math.floor(containerMl(container) * (1 - WASTAGE[container]));
}

function pintsPer(container) {
  return Math.floor(servableMl(container) / MEASURES.pint);
}

module.exports = { MEASURES, CONTAINERS, WASTAGE, measureMl, containerMl, servableMl, pintsPer };
