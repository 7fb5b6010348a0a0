'use strict';

module.exports = { ...require('./parse'), ...require('./render') };
