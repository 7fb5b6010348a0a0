'use strict';

module.exports = {
  ...require('./players'),
  ...require('./roundrobin'),
  ...require('./results'),
  ...require('./standings'),
  ...require('./elo'),
  ...require('./crosstable'),
};
