'use strict';

const { stageOf } = require('./stages');

// A peal: at least 5000 changes (5040 on seven bells or fewer), rung without a break.
const MIN_CHANGES = 5000;
const MIN_CHANGES_MINOR = 5040;

class PealError extends Error {}

/**
 * Check a peal record and return it with its stage (number of working bells) and whether it counts as a peal.
 * record: { date: 'YYYY-MM-DD', tower, method, changes, minutes, ringers: [names, treble first], conductor: bell }
 */
function checkPeal(record) {
  for (const field of ['date', 'tower', 'method', 'changes', 'minutes', 'ringers']) {
    if (record[field] === undefined) throw new PealError(`peal record has no ${field}`);
  }
  if (!/^\d{4}-\d{2}-\d{2}$/.test(record.date)) throw new PealError(`bad date ${record.date}`);
  const stage = stageOf(record.method);
  if (stage === undefined) throw new PealError(`no stage in method ${JSON.stringify(record.method)}`);
  const bells = record.ringers.length;
  if (bells < stage) throw new PealError(`${record.method} needs ${stage} ringers, got ${bells}`);
  if (record.conductor !== undefined && (record.conductor < 1 || record.conductor > bells)) {
    throw new PealError(`conductor rang bell ${record.conductor} of ${bells}`);
  }
  const needed = stage <= 7 ? MIN_CHANGES_MINOR : MIN_CHANGES;
  return { ...record, stage, bells, isPeal: record.changes >= needed };
}

/** The ringing speed: changes per minute, one decimal place. */
function changesPerMinute(peal) {
  return Math.round((peal.changes / peal.minutes) * 10) / 10;
}

module.exports = { checkPeal, changesPerMinute, PealError, MIN_CHANGES, MIN_CHANGES_MINOR };
