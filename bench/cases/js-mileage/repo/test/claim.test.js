'use strict';

const { claimFor, statement } = require('../src/claim');

const trips = [
  { date: '2026-05-04', from: 'Leeds', to: 'York', miles: 26 },
  { date: '2026-05-06', from: 'York', to: 'Hull', miles: 38.5, passengers: 1 },
  { date: '2026-06-11', from: 'Leeds', to: 'Harrogate', miles: 16, passengers: 2 },
];

describe('claimFor', () => {
  test('pays the full rate under the threshold', () => {
    const claim = claimFor(trips);
    expect(claim.lines.map((line) => line.pence)).toEqual([1170, 1925, 880]);
    expect(claim.totalPence).toBe(3975);
    expect(claim.totalMiles).toBe(80.5);
    expect(claim.milesAfter).toBe(80.5);
  });

  test('a trip across the threshold is paid partly at the reduced rate', () => {
    const claim = claimFor([{ date: '2026-12-01', from: 'Leeds', to: 'Carlisle', miles: 120 }], {
      milesBefore: 9950,
    });
    expect(claim.lines[0].pence).toBe(50 * 45 + 70 * 25);
    expect(claim.milesAfter).toBe(10070);
  });

  test('past the threshold everything is at the reduced rate', () => {
    const claim = claimFor(trips, { milesBefore: 12000 });
    expect(claim.totalPence).toBe(Math.round(26 * 25) + Math.round(38.5 * 30) + 16 * 35);
  });

  test('rejects a bad trip and an unknown option', () => {
    expect(() => claimFor([{ date: '2026-05-04', miles: -3 }])).toThrow('trip 1: miles');
    expect(() => claimFor([{ date: '2026-05-04', miles: 3, passengers: 1.5 }])).toThrow('passengers');
    expect(() => claimFor(trips, { ratePerMile: 40 })).toThrow('unknown option ratePerMile');
  });
});

describe('statement', () => {
  test('one line a trip and a total', () => {
    expect(statement(claimFor(trips.slice(0, 2)))).toBe(
      ['2026-05-04  Leeds to York  26 mi  £11.70', '2026-05-06  York to Hull  38.5 mi  £19.25', 'Total  64.5 mi  £30.95'].join(
        '\n',
      ),
    );
  });
});
