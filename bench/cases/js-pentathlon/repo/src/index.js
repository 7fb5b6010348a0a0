'use strict';

module.exports = {
  ...require('./time'),
  ...require('./fencing'),
  ...require('./swimming'),
  ...require('./riding'),
  ...require('./laserrun'),
  ...require('./handicap'),
  ...require('./results'),
  ...require('./event'),
};
