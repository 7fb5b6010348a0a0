'use strict';

// The staffed locks and how many boats each passes in a day (the keeper's hours over a cycle's length).

const LOCKS = {
  'bratch': { name: 'Bratch Locks', boatsPerDay: 3, maxLengthM: 21 },
  'caen-hill': { name: 'Caen Hill', boatsPerDay: 4, maxLengthM: 22 },
  'foxton': { name: 'Foxton Staircase', boatsPerDay: 2, maxLengthM: 21 },
  'neptune': { name: "Neptune's Staircase", boatsPerDay: 5, maxLengthM: 45 },
};

function lockInfo(lockId) {
  const lock = LOCKS[lockId];
  if (lock === undefined) {
    throw new Error(`unknown lock ${lockId}`);
  }
  return lock;
}

function fits(lockId, boat) {
  return boat.lengthM <= lockInfo(lockId).maxLengthM;
}

module.exports = { LOCKS, lockInfo, fits };
