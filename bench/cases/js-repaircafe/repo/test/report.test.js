'use strict';

const { parseIntake, parseRota, assignTickets, formatReport } = require('../src');

describe('formatReport', () => {
  test('lists the repairs by start time and the tickets not seen', () => {
    const tickets = parseIntake(`
      T01 | Ana | lamp     | 10:00
      T02 | Joe | clothing | 10:02
      T03 | Mei | chair    | 10:03
    `);
    const fixers = parseRota('Bea: electrical @ 10:00-12:00\nSam: textiles @ 10:00-11:00');
    expect(formatReport(assignTickets(tickets, fixers))).toBe(
      [
        '10:00-10:20  T01  lamp     Bea',
        '10:02-10:17  T02  clothing Sam',
        '',
        'not seen today: T03',
      ].join('\n'),
    );
  });
});
