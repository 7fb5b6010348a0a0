'use strict';

module.exports = {
  ...require('./time'),
  ...require('./fees'),
  ...require('./tickets'),
  ...require('./report'),
};
