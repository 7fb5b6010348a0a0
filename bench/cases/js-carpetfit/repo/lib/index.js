'use strict';

module.exports = {
  ...require('./units'),
  ...require('./rooms'),
  ...require('./rolls'),
  ...require('./accessories'),
  ...require('./quote'),
};
