const { checkPunches } = require('../src/punching');
const { blue, cards } = require('./fixtures');

test('clean run gives cumulative and leg splits', () => {
  const check = checkPunches(blue, cards['Callum Finch']);
  expect(check.status).toBe('OK');
  expect(check.splits.map((s) => s.time)).toEqual([300, 620, 1000, 1390, 1455]);
  expect(check.splits.map((s) => s.leg)).toEqual([300, 320, 380, 390, 65]);
  expect(check.splits[4].code).toBe('F');
});

test('extra punches are ignored', () => {
  const check = checkPunches(blue, cards['Ines Moreau']);
  expect(check.status).toBe('OK');
  expect(check.splits[1]).toEqual({ code: 115, time: 705, leg: 375 });
});

test('missing control is a mispunch', () => {
  const check = checkPunches(blue, cards['Owen Thackray']);
  expect(check.status).toBe('MP');
  expect(check.missing).toEqual([115]);
  expect(check.splits[1]).toEqual({ code: 115, time: null, leg: null });
  expect(check.splits[2].leg).toBe(13 * 60);
});

test('no finish is a retirement', () => {
  expect(checkPunches(blue, cards['Mary Sugden']).status).toBe('DNF');
});

test('controls out of order', () => {
  const { card } = require('./fixtures');
  const c = card('11:00:00', [[115, '11:04:00'], [101, '11:08:00'], [122, '11:12:00'], [108, '11:16:00']], '11:17:00');
  const check = checkPunches(blue, c);
  expect(check.status).toBe('MP');
  expect(check.missing).toEqual([115]);
});
