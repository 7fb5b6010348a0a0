'use strict';

module.exports = {
  ...require('./dates'),
  ...require('./catalogue'),
  ...require('./members'),
  ...require('./loans'),
  ...require('./holds'),
};
