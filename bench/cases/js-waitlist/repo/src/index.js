'use strict';

module.exports = { ...require('./party'), ...require('./queue') };
