'use strict';

module.exports = {
  ...require('./players'),
  ...require('./team'),
  ...require('./handicapStart'),
  ...require('./chukkas'),
  ...require('./scoring'),
  ...require('./standings'),
};
