'use strict';

const { parseClock, formatClock, parseSpan } = require('./clock');
const { CATEGORIES, categoryInfo, knownCategories } = require('./categories');
const { parseIntake } = require('./intake');
const { parseRota } = require('./rota');
const { assignTickets } = require('./assign');
const { formatReport } = require('./report');

module.exports = {
  parseClock,
  formatClock,
  parseSpan,
  CATEGORIES,
  categoryInfo,
  knownCategories,
  parseIntake,
  parseRota,
  assignTickets,
  formatReport,
};
