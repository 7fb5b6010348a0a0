'use strict';

const { makeParty, minutesOf } = require('../src');

describe('minutesOf', () => {
  test('counts from midnight', () => {
    expect(minutesOf('00:00')).toBe(0);
    expect(minutesOf('19:05')).toBe(1145);
  });

  test('refuses what is not a time of day', () => {
    for (const bad of ['7:05', '24:00', '19:60', '', undefined]) {
      expect(() => minutesOf(bad)).toThrow('not a time of day');
    }
  });
});

describe('makeParty', () => {
  test('keeps what it is given and defaults regular to false', () => {
    expect(makeParty({ name: 'Ito', size: 2, arrivedAt: '20:00' })).toEqual({
      name: 'Ito',
      size: 2,
      arrivedAt: '20:00',
      regular: false,
    });
  });

  test('refuses a party without a name or with a bad size', () => {
    expect(() => makeParty({ size: 2, arrivedAt: '20:00' })).toThrow('needs a name');
    expect(() => makeParty({ name: 'Ito', size: 0, arrivedAt: '20:00' })).toThrow('bad party size');
    expect(() => makeParty({ name: 'Ito', size: 2.5, arrivedAt: '20:00' })).toThrow('bad party size');
  });
});
