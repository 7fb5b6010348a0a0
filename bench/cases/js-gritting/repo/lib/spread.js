'use strict';

const LANE_WIDTH_M = 3.65;

function areaM2(route) {
  return route.lengthKm * 1000 * route.lanes * LANE_WIDTH_M;
}

// tonnes of salt, to the nearest 10 kg
function saltTonnes(route, gramsPerM2) {
  const kg = (areaM2(route) * gramsPerM2) / 1000;
  return Math.round(kg / 10) / 100;
}

module.exports = { areaM2, saltTonnes, LANE_WIDTH_M };
