'use strict';

module.exports = {
  ...require('./store'),
  ...require('./locks'),
  ...require('./fees'),
  ...require('./passage'),
};
