'use strict';

const { TrainRegister } = require('../src/register');

function morningRegister() {
  const register = new TrainRegister();
  register.book({ headcode: '2K05', due: '09:12', platform: 1, departs: '09:20' });
  register.book({ headcode: '1A30', due: '09:40', platform: 2, departs: '09:44', notes: 'dining car' });
  register.book({ headcode: '2K07', due: '10:12', platform: 1, departs: '10:25' });
  register.arrive('2K05', '09:13');
  register.arrive('1A30', '09:47');
  return register;
}

module.exports = { morningRegister };
