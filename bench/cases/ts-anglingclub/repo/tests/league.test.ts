import { standings } from '../src/league';
import { ANGLERS, SEASON } from './fixtures';

describe('standings', () => {
  it('adds section points over the season, lowest first', () => {
    const table = standings(ANGLERS, SEASON);
    expect(table.map((s) => [s.angler, s.points, s.total])).toEqual([
      ['Dee', [1, 1, 2], 4],
      ['Cal', [3, 1, 1], 5],
      ['Ann', [1, 2, 2], 5],
      ['Bob', [2, 2, 3], 7],
      ['Eli', [3, 3, 2], 8],
      ['Fay', [2, 20, 1], 23],
    ]);
  });

  it('breaks a tie on total weight', () => {
    const [, cal, ann] = standings(ANGLERS, SEASON);
    expect([cal.angler, cal.totalWeightOz]).toEqual(['Cal', 392]);
    expect([ann.angler, ann.totalWeightOz]).toEqual(['Ann', 348]);
  });

  it('scores a missed match with the absent points', () => {
    const fay = standings(ANGLERS, SEASON, { absentPoints: 7 }).find((s) => s.angler === 'Fay');
    expect(fay).toMatchObject({ points: [2, 7, 1], total: 10, matchesFished: 2 });
  });

  it('lists members who have not fished yet', () => {
    const table = standings([...ANGLERS, 'Gus'], SEASON);
    expect(table[table.length - 1]).toEqual({
      angler: 'Gus',
      points: [20, 20, 20],
      total: 60,
      totalWeightOz: 0,
      matchesFished: 0,
    });
  });
});
