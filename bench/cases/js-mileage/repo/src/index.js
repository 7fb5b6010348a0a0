'use strict';

module.exports = {
  ...require('./claim'),
  ...require('./money'),
  DEFAULT_OPTIONS: require('./rates').DEFAULT_OPTIONS,
};
