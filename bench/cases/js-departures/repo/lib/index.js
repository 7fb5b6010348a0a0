'use strict';

module.exports = {
  ...require('./clock'),
  ...require('./calendar'),
  ...require('./timetable'),
};
