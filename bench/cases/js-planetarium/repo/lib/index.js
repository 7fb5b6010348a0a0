'use strict';

module.exports = {
  ...require('./bands'),
  ...require('./pricing'),
  ...require('./seating'),
  ...require('./money'),
};
