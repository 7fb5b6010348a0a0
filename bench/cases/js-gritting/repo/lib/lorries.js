'use strict';

const LORRY_TONNES = 8;

// First fit, largest route first, within one depot. Returns [{ depot, lorry, routes: [ids], tonnes }].
function loadLorries(jobs) {
  const byDepot = new Map();
  for (const job of jobs) {
    if (job.tonnes > LORRY_TONNES) throw new Error(`route ${job.id} needs ${job.tonnes} t, more than one lorry`);
    if (!byDepot.has(job.depot)) byDepot.set(job.depot, []);
    byDepot.get(job.depot).push(job);
  }
  const loads = [];
  for (const depot of [...byDepot.keys()].sort()) {
    const depotLoads = [];
    const ordered = byDepot.get(depot).slice().sort((a, b) => b.tonnes - a.tonnes || a.id.localeCompare(b.id));
    for (const job of ordered) {
      let load = depotLoads.find((l) => l.tonnes + job.tonnes <= LORRY_TONNES + 1e-9);
      if (!load) {
        load = { depot, lorry: depotLoads.length + 1, routes: [], tonnes: 0 };
        depotLoads.push(load);
      }
      load.routes.push(job.id);
      load.tonnes = Math.round((load.tonnes + job.tonnes) * 100) / 100;
    }
    loads.push(...depotLoads);
  }
  return loads;
}

module.exports = { loadLorries, LORRY_TONNES };
