'use strict';

const { order, seat, estimateWait, makeParty } = require('../src');
const { friday, names } = require('./fixtures');

describe('order', () => {
  test('regulars first, then by arrival', () => {
    expect(names(order(friday()))).toEqual(['Weiss', 'Lind', 'Braga', 'Okafor', 'Sato']);
  });

  test('parties that arrived together keep the order they were written down in', () => {
    const twins = [
      makeParty({ name: 'A', size: 2, arrivedAt: '19:00' }),
      makeParty({ name: 'B', size: 2, arrivedAt: '19:00' }),
    ];
    expect(names(order(twins))).toEqual(['A', 'B']);
  });

  test('does not reorder the list it is given', () => {
    const parties = friday();
    order(parties);
    expect(names(parties)).toEqual(names(friday()));
  });
});

describe('seat', () => {
  test('seats the first party in order that fits', () => {
    const { party, rest } = seat(friday(), 2);
    expect(party.name).toBe('Lind');
    expect(names(rest)).toEqual(['Weiss', 'Braga', 'Okafor', 'Sato']);
  });

  test('a big table goes to the first in the queue', () => {
    expect(seat(friday(), 8).party.name).toBe('Weiss');
  });

  test('nobody fits', () => {
    expect(seat(friday(), 1).party).toBeNull();
  });
});

describe('estimateWait', () => {
  test('counts the parties ahead', () => {
    expect(estimateWait(friday(), 'Okafor', 15)).toBe(45);
    expect(estimateWait(friday(), 'Weiss', 15)).toBe(0);
  });

  test('an unknown name is an error', () => {
    expect(() => estimateWait(friday(), 'Nobody', 15)).toThrow('no party named Nobody');
  });
});
