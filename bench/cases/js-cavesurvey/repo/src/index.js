'use strict';

const units = require('./units');
const { parseShot } = require('./shot');
const { parseSurvey } = require('./survey');
const { legVector, reduce } = require('./reduce');
const { summary, stationTable } = require('./report');

function reduceText(text) {
  const survey = parseSurvey(text);
  const result = reduce(survey);
  return { survey, result, summary: summary(survey, result) };
}

module.exports = { units, parseShot, parseSurvey, legVector, reduce, summary, stationTable, reduceText };
