'use strict';

const { parseIntake } = require('../src/intake');

const SHEET = `
# Saturday 14 March
T01 | Ana Ruiz   | lamp     | 10:05 | flickers when moved
T02 | Joe Pratt  | Bike     | 10:10
T03 | Mei Lin    | clothing | 10:12 | zip | and a button
`;

describe('intake', () => {
  test('reads tickets with their category needs', () => {
    const tickets = parseIntake(SHEET);
    expect(tickets.map((t) => t.id)).toEqual(['T01', 'T02', 'T03']);
    expect(tickets[0]).toEqual({
      id: 'T01',
      owner: 'Ana Ruiz',
      category: 'lamp',
      skill: 'electrical',
      minutes: 20,
      arrived: 605,
      note: 'flickers when moved',
    });
    expect(tickets[1].category).toBe('bike');
    expect(tickets[1].note).toBe('');
    expect(tickets[2].note).toBe('zip | and a button');
  });

  test('names the line of a bad ticket', () => {
    expect(() => parseIntake('T01 | Ana | spaceship | 10:00')).toThrow('line 1: unknown category: spaceship');
    expect(() => parseIntake('\nT01 | Ana | lamp | 25:00')).toThrow('line 2: not a time of day');
    expect(() => parseIntake('T01 | Ana | lamp')).toThrow('line 1: expected');
    expect(() => parseIntake('T01 | A | lamp | 10:00\nT01 | B | bag | 10:01')).toThrow('line 2: ticket T01 twice');
  });
});
