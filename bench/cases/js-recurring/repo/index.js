'use strict';

const dates = require('./lib/dates');
const schedule = require('./lib/schedule');

module.exports = { ...schedule, parseISODate: dates.parseISODate, formatISODate: dates.formatISODate };
