'use strict';

module.exports = {
  ...require('./money'),
  ...require('./metals'),
  ...require('./prices'),
  rings: require('./rings'),
  ...require('./repairs'),
  ...require('./scrap'),
};
