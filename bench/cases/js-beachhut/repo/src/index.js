'use strict';

module.exports = {
  ...require('./config'),
  ...require('./dates'),
  ...require('./pricing'),
  ...require('./bookings'),
};
