'use strict';

const { parseLogbook, groupBy } = require('../src/logbook');

test('parseLogbook reads attempts in order and skips comments', () => {
  const attempts = parseLogbook('# round 1\nIla, 2, fall\n\nIla,2,top\r\n');
  expect(attempts).toEqual([
    { climber: 'Ila', problem: 2, result: 'fall' },
    { climber: 'Ila', problem: 2, result: 'top' },
  ]);
});

test('parseLogbook names the bad line', () => {
  expect(() => parseLogbook('Ila,2,top\nIla,x,top')).toThrow('line 2: bad problem number x');
  expect(() => parseLogbook('Ila,2,flash')).toThrow('line 1: bad result flash');
  expect(() => parseLogbook('Ila,2')).toThrow('line 1: expected climber,problem,result');
});

test('groupBy keeps the order of first appearance', () => {
  const groups = groupBy([3, 1, 4, 1, 5, 9, 2, 6], (n) => n % 2);
  expect([...groups.keys()]).toEqual([1, 0]);
  expect(groups.get(0)).toEqual([4, 2, 6]);
});
