'use strict';

const assert = require('node:assert/strict');
const { parseRoutes } = require('../lib/routes');
const { saltTonnes, areaM2 } = require('../lib/spread');
const { nightlyPlan } = require('../lib/plan');
const { formatPlan } = require('../lib/format');
const { routesCsv, frostyNight, mildNight } = require('./fixtures');

describe('spread', () => {
  it('treats the length times the lanes at 3.65 m a lane', () => {
    const route = { lengthKm: 10, lanes: 2 };
    assert.equal(areaM2(route), 73000);
    assert.equal(saltTonnes(route, 10), 0.73);
    assert.equal(saltTonnes({ lengthKm: 16, lanes: 4 }, 10), 2.34);
  });
});

describe('nightly plan', () => {
  const routes = parseRoutes(routesCsv);

  it('salts every route on a frosty night, priority 1 first', () => {
    const plan = nightlyPlan(routes, frostyNight);
    assert.deepEqual(plan.jobs.map((j) => [j.id, j.treatment, j.tonnes]), [
      ['N1', 'precautionary', 3.07],
      ['N3', 'cold', 2.63],
      ['S1', 'precautionary', 2.34],
      ['N2', 'cold', 2.03],
      ['S2', 'precautionary', 0.88],
    ]);
    assert.equal(plan.totalTonnes, 10.95);
  });

  it('loads each depot\'s lorries, largest route first', () => {
    const plan = nightlyPlan(routes, frostyNight);
    assert.deepEqual(plan.lorries, [
      { depot: 'North', lorry: 1, routes: ['N1', 'N3', 'N2'], tonnes: 7.73 },
      { depot: 'South', lorry: 1, routes: ['S1', 'S2'], tonnes: 3.22 },
    ]);
  });

  it('sends nobody out on a mild night', () => {
    const plan = nightlyPlan(routes, mildNight);
    assert.deepEqual(plan.jobs, []);
    assert.equal(formatPlan(plan), 'No treatment tonight.\n');
  });

  it('prints the plan for the duty officer', () => {
    const text = formatPlan(nightlyPlan(routes, frostyNight));
    assert.match(text, /^N3       1  cold             2\.63$/m);
    assert.match(text, /^Total salt 10\.95 t$/m);
    assert.match(text, /^South lorry 1: S1, S2 \(3\.22 t\)$/m);
  });
});
