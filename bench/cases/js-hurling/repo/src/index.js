'use strict';

const { parseTimeline } = require('./events');
const { replay } = require('./match');
const { report } = require('./report');

function matchReport(home, away, timelineText) {
  return report(replay(home, away, parseTimeline(timelineText)));
}

module.exports = { matchReport };
