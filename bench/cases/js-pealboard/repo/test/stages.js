'use strict';

const test = require('tape');
const { stageOf, extent } = require('../lib/stages');

test('stageOf reads the last word of the method title', (t) => {
  t.equal(stageOf('Yorkshire Surprise Major'), 8);
  t.equal(stageOf('Grandsire Triples '), 7);
  t.equal(stageOf('Stedman Cinques'), 11);
  t.equal(stageOf('Plain Bob'), undefined);
  t.end();
});

test('extent is n factorial', (t) => {
  t.equal(extent(5), 120);
  t.equal(extent(6), 720);
  t.equal(extent(7), 5040);
  t.end();
});
