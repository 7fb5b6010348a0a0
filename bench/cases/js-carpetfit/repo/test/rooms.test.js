'use strict';

const test = require('tape');
const { rect, room, floorArea, boundingBox, perimeter, gripperRun } = require('../lib/rooms');
const { lounge, hall } = require('./fixtures');

test('area of plain and L-shaped rooms', (t) => {
  t.equal(floorArea(hall()), 4.73);
  t.equal(Math.round(floorArea(lounge()) * 100) / 100, 22.92);
  t.end();
});

test('perimeter of an L is that of its bounding box', (t) => {
  t.deepEqual(boundingBox(lounge()), { x: 0, y: 0, widthMm: 5100, lengthMm: 5200 });
  t.equal(perimeter(lounge()), 20600);
  t.equal(perimeter(hall()), 10800);
  t.end();
});

test('gripper runs round the walls but not across doorways', (t) => {
  t.equal(gripperRun(hall()), 10800 - 838 - 762 - 762);
  t.equal(gripperRun(lounge()), 20600 - 762);
  t.end();
});

test('rooms must have a floor', (t) => {
  t.throws(() => room('Loft', []), /has no floor/);
  t.throws(() => rect(0, 0, 0, 1000), /positive width/);
  t.end();
});
