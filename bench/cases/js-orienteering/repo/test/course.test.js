const { Course } = require('../src/course');
const { blue } = require('./fixtures');

test('length and effort', () => {
  expect(blue.lengthKm).toBe(4.2);
  expect(blue.kmEffort).toBeCloseTo(5.4);
});

test('describe', () => {
  expect(blue.describe()).toBe('Blue 4.2 km 120 m 4 controls');
});

test('validation', () => {
  expect(() => new Course({ name: 'Red', controls: [], lengthM: 3000 })).toThrow('no controls');
  expect(() => new Course({ name: 'Red', controls: [101], lengthM: 0 })).toThrow('needs a length');
  expect(() => new Course({ controls: [101], lengthM: 10 })).toThrow('needs a name');
});
