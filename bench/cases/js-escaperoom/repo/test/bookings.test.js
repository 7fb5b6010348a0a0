'use strict';

const { quote, book, formatPence } = require('../src/bookings');

const request = { room: 'vault', date: '2024-03-09', start: '11:15', players: 4, name: 'Okafor' };

test('quote gives the price of a slot', () => {
  expect(quote(request)).toEqual({ room: 'vault', date: '2024-03-09', start: '11:15', players: 4, pence: 10000 });
});

test('quote refuses a time that is not a slot of the room', () => {
  expect(() => quote({ ...request, start: '11:00' })).toThrow(/no game at 11:00/);
  expect(() => quote({ ...request, date: '9/3/2024' })).toThrow(/not a date/);
});

test('book adds the booking and refuses a taken slot', () => {
  const one = book([], request);
  expect(one).toHaveLength(1);
  expect(one[0].name).toBe('Okafor');
  expect(() => book(one, { ...request, name: 'Lindqvist' })).toThrow(/already booked at 11:15/);
  expect(book(one, { ...request, start: '12:30' })).toHaveLength(2);
});

test('formatPence shows pounds', () => {
  expect(formatPence(13500)).toBe('£135.00');
  expect(formatPence(50)).toBe('£0.50');
});
