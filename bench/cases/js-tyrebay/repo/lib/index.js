'use strict';

module.exports = {
  ...require('./tyres'),
  ...require('./catalog'),
  ...require('./pricing'),
  ...require('./slots'),
  ...require('./bookings'),
};
