'use strict';

const { servableMl } = require('./measures');

// Days from ordering a container to it arriving in the cellar.
const LEAD_DAYS = 3;

function usageByBeer(pours) {
  const out = new Map();
  for (const pour of pours) {
    out.set(pour.beer, (out.get(pour.beer) || 0) + pour.ml);
  }
  return out;
}

function averageDailyMl(pours, beer, days) {
  if (days <= 0) {
    throw new Error('days must be positive');
  }
  const used = usageByBeer(pours).get(beer) || 0;
  return used / days;
}

// Days the beer on hand (connected plus cellar stock) lasts at the average rate.
function daysOfCover(onHandMl, dailyMl) {
  if (dailyMl === 0) {
    return Infinity;
  }
  return Math.floor(onHandMl / dailyMl);
}

// Containers to order for each beer so that stock covers the lead time plus `coverDays`.
function reorder(stock, pours, days, coverDays = 7) {
  const orders = [];
  for (const item of stock) {
    const daily = averageDailyMl(pours, item.beer, days);
    const cover = daysOfCover(item.onHandMl, daily);
    if (cover > LEAD_DAYS + coverDays) {
      continue;
    }
    const needed = daily * (LEAD_DAYS + coverDays) - item.onHandMl;
    const containers = Math.max(1, Math.ceil(needed / servableMl(item.container)));
    orders.push({ beer: item.beer, container: item.container, containers, cover });
  }
  return orders;
}

module.exports = { LEAD_DAYS, usageByBeer, averageDailyMl, daysOfCover, reorder };
