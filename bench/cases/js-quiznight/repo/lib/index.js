'use strict';

const { League } = require('./league');
const { DEFAULT_RULES, resolveRules } = require('./rules');
const { scoreRound, tally } = require('./scoring');
const { formatTable } = require('./format');

module.exports = { League, DEFAULT_RULES, resolveRules, scoreRound, tally, formatTable };
