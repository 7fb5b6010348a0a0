'use strict';

module.exports = {
  ...require('./time'),
  ...require('./rooms'),
  ...require('./money'),
  ...require('./rates'),
  ...require('./bookings'),
  ...require('./invoice'),
  ...require('./diary'),
};
