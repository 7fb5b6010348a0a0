'use strict';

module.exports = {
  ...require('./arrows'),
  ...require('./rounds'),
  ...require('./ends'),
  ...require('./scorecard'),
  ...require('./results'),
  ...require('./format'),
};
