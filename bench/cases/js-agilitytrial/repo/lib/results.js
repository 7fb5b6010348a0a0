'use strict';

const { standardCourseTime, timeFaults } = require('./course');
const { courseFaults, isEliminated } = require('./faults');
const { rankRuns } = require('./ranking');

// Each run scored against the course: total faults (course + time) and time.
function scoreRun(run, sct) {
  const faults = courseFaults(run.marks) + timeFaults(run.time, sct);
  return {
    number: run.number,
    dog: run.dog,
    handler: run.handler,
    time: run.time,
    faults,
  };
}

// A class's results: eliminated runs are left off the board.
function classResults(cls) {
  const sct = standardCourseTime(cls.length, cls.grade);
  const scored = cls.runs
    .filter((run) => !isEliminated(run.marks))
    .map((run) => scoreRun(run, sct));
  return { name: cls.name, sct, placed: rankRuns(scored) };
}

module.exports = { scoreRun, classResults };
