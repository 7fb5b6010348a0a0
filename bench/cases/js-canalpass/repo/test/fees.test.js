const { passageFee, formatPence } = require('../src/fees');

test('per started metre, with a minimum', () => {
  expect(passageFee({ lengthM: 6, beamM: 2.1 })).toBe(1200);
  expect(passageFee({ lengthM: 17.4, beamM: 2.08 })).toBe(2700);
  expect(passageFee({ lengthM: 20, beamM: 2.08 })).toBe(3000);
});

test('wide beams pay a quarter more', () => {
  expect(passageFee({ lengthM: 18, beamM: 3.5 })).toBe(3375);
});

test('formats pence as pounds', () => {
  expect(formatPence(2700)).toBe('£27.00');
  expect(formatPence(3375)).toBe('£33.75');
});
