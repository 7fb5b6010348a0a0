'use strict';

const test = require('tape');
const { charge } = require('../lib/rates');
const { parseLine } = require('../lib/bookings');

const booking = (line) => parseLine(line, 1);

test('a weekday daytime booking is at the day rate', (t) => {
  t.equal(charge(booking('2026-03-03,main,14:00,16:00,Parish Council')), 3600);
  t.equal(charge(booking('2026-03-12,small,10:00,12:00,Yoga with Jo')), 2000);
  t.equal(charge(booking('2026-03-12,small,10:00,10:45,Yoga with Jo')), 750);
  t.end();
});

test('a booking from 18:00 is at the evening rate', (t) => {
  t.equal(charge(booking('2026-03-04,main,18:00,20:00,Badminton Club')), 4800);
  t.equal(charge(booking('2026-03-04,kitchen,18:00,20:00,Badminton Club')), 1200);
  t.end();
});

test('weekends are at the evening rate all day', (t) => {
  t.equal(charge(booking('2026-03-07,main,12:00,17:00,Harper wedding')), 12000);
  t.end();
});

test('parish groups have the community discount', (t) => {
  t.equal(charge(booking('2026-03-02,main,09:30,12:00,Little Acorns Playgroup,community')), 3600);
  t.end();
});
