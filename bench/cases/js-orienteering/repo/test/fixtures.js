'use strict';

const { Course } = require('../src/course');
const { parseClock } = require('../src/time');

const blue = new Course({ name: 'Blue', controls: [101, 115, 122, 108], lengthM: 4200, climbM: 120 });

function card(start, punches, finish) {
  return {
    start: parseClock(start),
    punches: punches.map(([code, time]) => ({ code, time: parseClock(time) })),
    finish: finish == null ? null : parseClock(finish),
  };
}

// Blue course, entries in start order.
const entries = [
  { name: 'Ruth Adebayo', club: 'AIRE', className: 'W40' },
  { name: 'Callum Finch', club: 'EPOC', className: 'M21' },
  { name: 'Ines Moreau', club: 'SYO', className: 'W21' },
  { name: 'Owen Thackray', club: 'AIRE', className: 'M45' },
  { name: 'Dev Patel', club: 'LOC', className: 'M21' },
  { name: 'Mary Sugden', club: 'EPOC', className: 'W55' },
];

const cards = {
  'Ruth Adebayo': card('10:00:00', [[101, '10:06:10'], [115, '10:13:40'], [122, '10:21:05'], [108, '10:29:30']], '10:31:00'),
  'Callum Finch': card('10:02:00', [[101, '10:07:00'], [115, '10:12:20'], [122, '10:18:40'], [108, '10:25:10']], '10:26:15'),
  'Ines Moreau': card('10:04:00', [[101, '10:09:30'], [130, '10:13:00'], [115, '10:15:45'], [122, '10:22:00'], [108, '10:29:05']], '10:30:15'),
  'Owen Thackray': card('10:06:00', [[101, '10:12:00'], [122, '10:25:00'], [108, '10:33:00']], '10:34:30'),
  'Dev Patel': card('10:08:00', [[101, '10:13:00'], [115, '10:18:15'], [122, '10:24:45'], [108, '10:31:05']], '10:32:15'),
  'Mary Sugden': card('10:10:00', [[101, '10:18:00'], [115, '10:27:00']], null),
};

module.exports = { blue, card, entries, cards };
