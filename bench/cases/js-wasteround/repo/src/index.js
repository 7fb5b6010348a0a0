'use strict';

module.exports = {
  ...require('./dates'),
  ...require('./bins'),
  ...require('./rounds'),
  ...require('./tonnage'),
  ...require('./missed'),
  ...require('./format'),
};
