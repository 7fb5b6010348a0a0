'use strict';

const { treatment, rate } = require('./treatment');
const { saltTonnes } = require('./spread');
const { loadLorries } = require('./lorries');

function nightlyPlan(routes, forecast) {
  const jobs = [];
  for (const route of routes) {
    const kind = treatment(forecast[route.domain]);
    if (kind === 'none') continue;
    jobs.push({
      id: route.id,
      depot: route.depot,
      priority: route.priority,
      treatment: kind,
      tonnes: saltTonnes(route, rate(kind)),
    });
  }
  jobs.sort((a, b) => a.priority - b.priority || a.id.localeCompare(b.id));
  const total = Math.round(jobs.reduce((t, j) => t + j.tonnes, 0) * 100) / 100;
  return { jobs, lorries: loadLorries(jobs), totalTonnes: total };
}

module.exports = { nightlyPlan };
