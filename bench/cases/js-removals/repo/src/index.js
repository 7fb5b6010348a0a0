'use strict';

module.exports = {
  ...require('./inventory'),
  ...require('./vans'),
  ...require('./mileage'),
  ...require('./money'),
  ...require('./quote'),
};
