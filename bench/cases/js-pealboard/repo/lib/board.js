'use strict';

const { checkPeal } = require('./peal');
const { longDate, duration, changes, ringerLine } = require('./format');

/**
 * The text of a peal board: tower and date, the changes and method, the time, one line per ringer
 * (treble first), and the footnote if any. Throws PealError for a record that is not a peal.
 */
function board(record) {
  const peal = checkPeal(record);
  if (!peal.isPeal) throw new (require('./peal').PealError)(`${peal.changes} changes is a quarter, not a peal`);
  const lines = [
    peal.tower,
    `On ${longDate(peal.date)}`,
    `${changes(peal.changes)} ${peal.method}`,
    `in ${duration(peal.minutes)}`,
    '',
  ];
  peal.ringers.forEach((name, i) => {
    lines.push(ringerLine(i + 1, name, peal.bells, peal.conductor === i + 1));
  });
  if (peal.footnote) lines.push('', peal.footnote);
  return lines.join('\n');
}

module.exports = { board };
