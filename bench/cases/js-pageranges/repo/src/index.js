'use strict';

module.exports = {
  ...require('./duplex'),
  ...require('./parse'),
  ...require('./format'),
  ...require('./booklet'),
};
