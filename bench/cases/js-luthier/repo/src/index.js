'use strict';

module.exports = {
  ...require('./notes'),
  ...require('./units'),
  ...require('./frets'),
  ...require('./gauges'),
  ...require('./tension'),
  ...require('./instruments'),
  ...require('./stringset'),
  ...require('./report'),
};
