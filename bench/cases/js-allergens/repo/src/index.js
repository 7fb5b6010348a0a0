'use strict';

module.exports = {
  ...require('./catalogue'),
  ...require('./recipe'),
  ...require('./allergens'),
  ...require('./nutrition'),
  ...require('./label'),
};
