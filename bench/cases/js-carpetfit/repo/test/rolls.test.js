'use strict';

const test = require('tape');
const { planDrops, planRect, planRoom } = require('../lib/rolls');
const { rect } = require('../lib/rooms');
const { lounge, bedroom1, bedroom2, hall } = require('./fixtures');

test('planDrops', (t) => {
  t.deepEqual(planDrops(3600, 5200, 4000), {
    rollWidthMm: 4000, drops: 1, dropMm: 5300, cutMm: 5300, seams: 0, soldM2: 21.2,
  });
  const wide = planDrops(6200, 4150, 4000);
  t.equal(wide.drops, 2);
  t.equal(wide.dropMm, 4300);
  t.equal(wide.seams, 1);
  t.equal(wide.soldM2, 34.4);
  t.end();
});

test('planRect runs the drops the cheaper way', (t) => {
  const lengthways = planRect(rect(0, 0, 3600, 5200));
  t.equal(lengthways.runs, 'length');
  t.equal(lengthways.rollWidthMm, 4000);
  t.equal(lengthways.soldM2, 21.2);

  // 4.8 m wide: one 4 m drop across the 3.9 m length beats a 5 m roll
  const widthways = planRect(rect(0, 0, 4800, 3900));
  t.equal(widthways.runs, 'width');
  t.equal(widthways.rollWidthMm, 4000);
  t.equal(widthways.dropMm, 4900);
  t.equal(widthways.soldM2, 19.6);
  t.end();
});

test('planRect prefers fewer seams when the area ties', (t) => {
  const p = planRect(rect(0, 0, 2000, 2000), [4000, 5000]);
  t.equal(p.seams, 0);
  t.equal(p.rollWidthMm, 4000);
  t.end();
});

test('planRoom adds up the parts of a room', (t) => {
  const l = planRoom(lounge());
  t.equal(l.parts.length, 2);
  t.equal(l.seams, 1);
  t.equal(Math.round(l.soldM2 * 100) / 100, 27.6);
  t.equal(planRoom(bedroom1()).soldM2, 19.6);
  t.equal(planRoom(bedroom2()).soldM2, 12);
  t.equal(planRoom(hall()).soldM2, 6);
  t.end();
});
