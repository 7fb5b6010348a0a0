'use strict';

const assert = require('node:assert/strict');
const { parseRoutes } = require('../lib/routes');
const { routesCsv } = require('./fixtures');

describe('routes', () => {
  it('reads the route sheet', () => {
    const routes = parseRoutes(routesCsv);
    assert.equal(routes.length, 5);
    assert.deepEqual(routes[3], {
      id: 'S1', name: 'A616 Stocksbridge bypass', depot: 'South', domain: 'valley', priority: 1, lengthKm: 16, lanes: 4,
    });
  });

  it('names the line of a bad cell', () => {
    const head = 'id,name,depot,domain,priority,length_km,lanes\n';
    assert.throws(() => parseRoutes(head + 'X,Road,North,valley,3,4,2\n'), /routes line 2: priority must be 1 or 2/);
    assert.throws(() => parseRoutes(head + '\nX,Road,North,valley,1,-4,2\n'), /routes line 3: bad length_km "-4"/);
    assert.throws(() => parseRoutes('id,name\n'), /header must be/);
  });
});
