'use strict';

module.exports = {
  ...require('./dates'),
  ...require('./vaccines'),
  ...require('./triage'),
  ...require('./reminders'),
};
