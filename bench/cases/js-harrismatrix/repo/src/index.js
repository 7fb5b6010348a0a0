'use strict';

module.exports = {
  ...require('./context'),
  ...require('./matrix'),
  ...require('./sheet'),
  ...require('./finds'),
  ...require('./phasing'),
  ...require('./report'),
};
