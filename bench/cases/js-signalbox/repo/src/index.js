'use strict';

module.exports = {
  ...require('./times'),
  ...require('./register'),
  ...require('./options'),
  ...require('./report'),
};
