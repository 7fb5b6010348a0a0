'use strict';

module.exports = {
  ...require('./measures'),
  ...require('./taplist'),
  ...require('./pricing'),
  ...require('./tabs'),
  ...require('./stock'),
  ...require('./report'),
};
