const { feeCents } = require('../src/fees');

test('the first quarter hour is free', () => {
  expect(feeCents(0)).toBe(0);
  expect(feeCents(15)).toBe(0);
});

test('each started hour costs 1.50', () => {
  expect(feeCents(16)).toBe(150);
  expect(feeCents(60)).toBe(150);
  expect(feeCents(61)).toBe(300);
});

test('a day is capped at 12.00', () => {
  expect(feeCents(10 * 60)).toBe(1200);
});
