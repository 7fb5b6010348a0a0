'use strict';

const { parseResults } = require('./parse');
const { teamStandings } = require('./standings');
const { toSeconds, formatTime } = require('./time');

function teamTable(text, counters) {
  return teamStandings(parseResults(text), counters)
    .map((row) => `${row.place}. ${row.club} ${row.score}`)
    .join('\n');
}

module.exports = { parseResults, teamStandings, teamTable, toSeconds, formatTime };
