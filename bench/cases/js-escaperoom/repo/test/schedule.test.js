'use strict';

const { slots, held, clashes, freeSlots } = require('../src/schedule');

test('a 60-minute room starts a game every 75 minutes', () => {
  expect(slots('vault')).toEqual(['10:00', '11:15', '12:30', '13:45', '15:00', '16:15', '17:30', '18:45', '20:00']);
});

test('the last game ends by closing time', () => {
  expect(slots('lab').slice(-1)).toEqual(['20:30']);
  expect(slots('lab', { open: '18:00', close: '20:00' })).toEqual(['18:00']);
});

test('a booking holds the room through its reset', () => {
  expect(held('lab', '10:00')).toEqual([600, 690]);
  const bookings = [{ room: 'vault', date: '2024-03-09', start: '11:15' }];
  expect(clashes(bookings, 'vault', '2024-03-09', '11:15')).toBe(true);
  expect(clashes(bookings, 'vault', '2024-03-09', '12:30')).toBe(false);
  expect(clashes(bookings, 'vault', '2024-03-10', '11:15')).toBe(false);
  expect(freeSlots(bookings, 'vault', '2024-03-09')).not.toContain('11:15');
});
