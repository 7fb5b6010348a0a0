'use strict';

const { TrainRegister } = require('../src/register');
const { morningRegister } = require('./fixtures');

describe('TrainRegister', () => {
  test('books trains once, with a proper headcode', () => {
    const register = new TrainRegister();
    register.book({ headcode: '2K05', due: '09:12', platform: 1 });
    expect(() => register.book({ headcode: '2K05', due: '09:30', platform: 2 })).toThrow('already booked');
    expect(() => register.book({ headcode: 'K205', due: '09:30', platform: 2 })).toThrow('bad headcode');
  });

  test('records arrivals and their delays', () => {
    const register = morningRegister();
    expect(register.delay('2K05')).toBe(1);
    expect(register.delay('1A30')).toBe(7);
    expect(register.delay('2K07')).toBeNull();
    expect(() => register.arrive('9Z99', '10:00')).toThrow('not booked');
  });

  test('lists the trains at or over a lateness threshold', () => {
    const register = morningRegister();
    expect(register.late(3).map((entry) => entry.headcode)).toEqual(['1A30']);
    expect(register.late(1).map((entry) => entry.headcode)).toEqual(['2K05', '1A30']);
  });
});
