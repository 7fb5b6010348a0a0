'use strict';

module.exports = {
  ...require('./timeutil'),
  ...require('./rooms'),
  ...require('./schedule'),
  ...require('./pricing'),
  ...require('./bookings'),
  ...require('./leaderboard'),
};
