'use strict';

module.exports = {
  ...require('./course'),
  ...require('./faults'),
  ...require('./ranking'),
  ...require('./results'),
  ...require('./format'),
};
