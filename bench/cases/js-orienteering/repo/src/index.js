'use strict';

module.exports = {
  ...require('./time'),
  ...require('./course'),
  ...require('./punching'),
  ...require('./ageclass'),
  ...require('./results'),
  ...require('./splits'),
};
