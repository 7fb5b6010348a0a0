const { buildResult, rankClass } = require('../src/results');
const { legTable, timeLost } = require('../src/splits');
const { blue, entries, cards } = require('./fixtures');

const rows = rankClass(entries.map((e) => buildResult(e, blue, cards[e.name])));

test('best split and ranks per leg', () => {
  const legs = legTable(rows);
  expect(legs.map((l) => l.code)).toEqual([101, 115, 122, 108, 'F']);
  expect(legs[0].best).toBe(300);
  expect(legs[0].ranks).toEqual({ 'Callum Finch': 1, 'Dev Patel': 1, 'Ines Moreau': 3, 'Ruth Adebayo': 4 });
  expect(legs[1].best).toBe(315);
});

test('time lost per leg', () => {
  const lost = timeLost(legTable(rows), 'Ruth Adebayo');
  expect(lost.map((l) => l.lost)).toEqual([70, 135, 70, 125, 25]);
});

test('no finishers', () => {
  expect(legTable([])).toEqual([]);
});
