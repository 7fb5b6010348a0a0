'use strict';

const { parseRota } = require('../src/rota');

describe('rota', () => {
  test('reads fixers, their skills and shifts', () => {
    const fixers = parseRota('Bea Okoro: Electrical, electronics @ 10:00-13:00\n\nSam: textiles @ 10:30-12:00\n');
    expect(fixers).toHaveLength(2);
    expect(fixers[0].name).toBe('Bea Okoro');
    expect([...fixers[0].skills]).toEqual(['electrical', 'electronics']);
    expect(fixers[0].from).toBe(600);
    expect(fixers[0].to).toBe(780);
    expect(fixers[1]).toMatchObject({ name: 'Sam', from: 630, to: 720 });
  });

  test('names the line of a bad fixer', () => {
    expect(() => parseRota('Bea electrical 10:00-13:00')).toThrow('line 1: expected');
    expect(() => parseRota('Bea: @ 10:00-13:00')).toThrow('line 1: Bea has no skills');
    expect(() => parseRota('Bea: bikes @ 13:00-10:00')).toThrow('line 1: span ends before it starts');
  });
});
