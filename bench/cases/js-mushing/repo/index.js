'use strict'

module.exports = {
  ...require('./lib/time'),
  ...require('./lib/log'),
  ...require('./lib/trail'),
  ...require('./lib/rules'),
  ...require('./lib/compliance'),
  ...require('./lib/standings'),
  ...require('./lib/report')
}
