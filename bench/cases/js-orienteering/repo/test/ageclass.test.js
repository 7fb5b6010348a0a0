const { ageBand, ageClass } = require('../src/ageclass');

test('junior bands', () => {
  expect(ageBand(2016, 2025)).toBe(10);
  expect(ageBand(2014, 2025)).toBe(12);
  expect(ageBand(2007, 2025)).toBe(18);
  expect(ageBand(2005, 2025)).toBe(20);
});

test('seniors and veterans', () => {
  expect(ageBand(2004, 2025)).toBe(21);
  expect(ageBand(1991, 2025)).toBe(21);
  expect(ageBand(1990, 2025)).toBe(35);
  expect(ageBand(1981, 2025)).toBe(40);
  expect(ageBand(1925, 2025)).toBe(95);
});

test('class names', () => {
  expect(ageClass('F', 1984, 2025)).toBe('W40');
  expect(ageClass('M', 1998, 2025)).toBe('M21');
  expect(() => ageClass('X', 1998, 2025)).toThrow('unknown gender');
  expect(() => ageClass('M', 2030, 2025)).toThrow();
});
