const { buildResult, rankClass, formatResults } = require('../src/results');
const { blue, entries, cards } = require('./fixtures');

function ranked() {
  return rankClass(entries.map((e) => buildResult(e, blue, cards[e.name])));
}

test('finishers by time, ties share a position', () => {
  const rows = ranked();
  expect(rows.map((r) => [r.position, r.name])).toEqual([
    [1, 'Callum Finch'],
    [1, 'Dev Patel'],
    [3, 'Ines Moreau'],
    [4, 'Ruth Adebayo'],
    [null, 'Owen Thackray'],
    [null, 'Mary Sugden'],
  ]);
});

test('non-finishers in status order', () => {
  const rows = ranked();
  expect(rows.slice(4).map((r) => r.status)).toEqual(['MP', 'DNF']);
});

test('non-starter', () => {
  const r = buildResult({ name: 'Zoe Lund', club: 'SYO', className: 'W21' }, blue, undefined);
  expect(r.status).toBe('DNS');
  expect(r.elapsed).toBeNull();
});

test('results sheet', () => {
  expect(formatResults('Blue', ranked(), blue)).toBe(
    [
      'Blue: Blue 4.2 km 120 m 4 controls',
      '  1 Callum Finch         EPOC      24:15  5:46/km',
      '  1 Dev Patel            LOC       24:15  5:46/km',
      '  3 Ines Moreau          SYO       26:15  6:15/km',
      '  4 Ruth Adebayo         AIRE      31:00  7:23/km',
      '    Owen Thackray        AIRE         MP',
      '    Mary Sugden          EPOC        DNF',
    ].join('\n'),
  );
});
