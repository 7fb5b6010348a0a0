'use strict';

// The fleet, largest first. Capacities in cubic metres, day rates in pence with two crew.
const VANS = [
  { name: 'luton', capacity: 18, dayRate: 42000 },
  { name: 'transit', capacity: 11, dayRate: 29000 },
  { name: 'small van', capacity: 6, dayRate: 19000 },
];

// Fill Lutons while the load is bigger than the next van down, then the smallest van that takes the rest.
function vansFor(volume) {
  if (volume <= 0) return [];
  const out = [];
  let left = volume;
  while (left > VANS[1].capacity) {
    out.push(VANS[0]);
    left -= VANS[0].capacity;
  }
  if (left > 0) {
    const fits = VANS.filter((v) => v.capacity >= left);
    out.push(fits[fits.length - 1]);
  }
  return out;
}

function vanCost(vans, days = 1) {
  return vans.reduce((sum, v) => sum + v.dayRate, 0) * days;
}

module.exports = { VANS, vansFor, vanCost };
