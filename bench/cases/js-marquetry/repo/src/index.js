'use strict';

module.exports = {
  ...require('./veneers'),
  ...require('./cutlist'),
  ...require('./area'),
  ...require('./leaves'),
  ...require('./quote'),
};
