'use strict';

const { parseLogbook } = require('./logbook');
const { scoreRound } = require('./scoring');
const { standings } = require('./standings');
const { renderBoard } = require('./report');

function roundBoard(logbookText, title) {
  return renderBoard(standings(scoreRound(parseLogbook(logbookText))), title);
}

module.exports = { roundBoard };
