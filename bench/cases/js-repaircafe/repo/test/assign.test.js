'use strict';

const { parseIntake } = require('../src/intake');
const { parseRota } = require('../src/rota');
const { assignTickets } = require('../src/assign');

const ROTA = `
Bea: electrical, electronics @ 10:00-12:00
Dev: electrical, mechanical @ 10:30-12:00
Sam: textiles @ 10:00-11:00
`;

function plan(sheet, rota = ROTA) {
  const result = assignTickets(parseIntake(sheet), parseRota(rota));
  return {
    rows: result.assignments.map((a) => [a.ticket.id, a.fixer, a.start, a.end]),
    unassigned: result.unassigned.map((t) => t.id),
  };
}

describe('assignTickets', () => {
  test('gives each ticket to a fixer with the skill', () => {
    const { rows, unassigned } = plan(`
      T01 | Ana | lamp     | 10:00
      T02 | Joe | bike     | 10:05
      T03 | Mei | clothing | 10:06
    `);
    expect(rows).toEqual([
      ['T01', 'Bea', 600, 620],
      ['T02', 'Dev', 630, 655],
      ['T03', 'Sam', 606, 621],
    ]);
    expect(unassigned).toEqual([]);
  });

  test('takes tickets by arrival and picks the fixer who can start soonest', () => {
    const { rows } = plan(`
      T02 | Joe | toaster | 10:20
      T01 | Ana | lamp    | 10:00
      T03 | Kim | kettle  | 10:25
    `);
    expect(rows).toEqual([
      ['T01', 'Bea', 600, 620],
      ['T02', 'Bea', 620, 650],
      ['T03', 'Dev', 630, 655],
    ]);
  });

  test('leaves a ticket that no fixer can finish within the shift', () => {
    const { rows, unassigned } = plan(`
      T01 | Ana | clothing | 10:30
      T02 | Joe | bag      | 10:41
      T03 | Mei | laptop   | 11:20
    `);
    expect(rows).toEqual([['T01', 'Sam', 630, 645]]);
    expect(unassigned).toEqual(['T02', 'T03']);
  });

  test('a repair may end exactly as the shift ends', () => {
    const { rows } = plan('T01 | Ana | bag | 10:40');
    expect(rows).toEqual([['T01', 'Sam', 640, 660]]);
  });
});
