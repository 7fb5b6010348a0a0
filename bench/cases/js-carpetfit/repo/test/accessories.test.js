'use strict';

const test = require('tape');
const { gripperLengths, underlayRolls, doorBars } = require('../lib/accessories');
const { simpleRoom } = require('../lib/rooms');
const { lounge, hall, bedroom1, bedroom2 } = require('./fixtures');

test('gripper in 1.52 m lengths', (t) => {
  t.equal(gripperLengths(hall()), 6);
  t.equal(gripperLengths(lounge()), 14);
  t.equal(gripperLengths(bedroom1()), 11);
  t.end();
});

test('underlay rolls for the whole job', (t) => {
  t.equal(underlayRolls([bedroom2()]), 1);
  t.equal(underlayRolls([lounge(), hall(), bedroom1(), bedroom2()]), 4);
  t.end();
});

test('door bars', (t) => {
  t.deepEqual(doorBars(hall()), { short: 3, long: 0 });
  t.deepEqual(doorBars(simpleRoom('Kitchen diner', 3000, 6000, { doorways: [1500, 2400] })), {
    short: 0, long: 3,
  });
  t.end();
});
