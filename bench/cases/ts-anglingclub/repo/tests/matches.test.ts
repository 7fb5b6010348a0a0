import { drawPegs, Match, matchResults, rankByWeight, resultsBoard, sectionOf } from '../src/matches';
import { SEASON } from './fixtures';

const match: Match = { id: 'R9', date: '2025-09-14', venue: 'Top Lake', pegCount: 12, sectionSize: 4 };

describe('drawPegs', () => {
  const anglers = ['Ann', 'Bob', 'Cal', 'Dee', 'Eli'];

  it('gives each angler a different peg on the bank', () => {
    const pegs = [...drawPegs(match, anglers, 7).values()];
    expect(new Set(pegs).size).toBe(5);
    expect(pegs.every((p) => p >= 1 && p <= 12)).toBe(true);
  });

  it('repeats a draw from its seed', () => {
    expect(drawPegs(match, anglers, 2025)).toEqual(drawPegs(match, anglers, 2025));
    expect(drawPegs(match, anglers, 2025)).not.toEqual(drawPegs(match, anglers, 2026));
  });

  it('needs a peg for everyone', () => {
    const small = { ...match, pegCount: 4 };
    expect(() => drawPegs(small, anglers, 1)).toThrow('5 anglers for 4 pegs at Top Lake');
  });
});

describe('sections', () => {
  it('groups consecutive pegs', () => {
    expect([1, 4, 5, 8, 9, 12].map((p) => sectionOf(match, p))).toEqual([1, 1, 2, 2, 3, 3]);
    expect(() => sectionOf(match, 13)).toThrow(RangeError);
  });
});

describe('rankByWeight', () => {
  it('shares places on equal weights', () => {
    const ranked = rankByWeight([
      { id: 'a', weightOz: 40 },
      { id: 'b', weightOz: 90 },
      { id: 'c', weightOz: 40 },
      { id: 'd', weightOz: 12 },
    ]);
    expect(ranked.map((r) => [r.id, r.place])).toEqual([
      ['b', 1],
      ['a', 2],
      ['c', 2],
      ['d', 4],
    ]);
  });
});

describe('matchResults', () => {
  it('places anglers overall and in their section', () => {
    const rows = SEASON[0].results;
    expect(rows.map((r) => [r.angler, r.place, r.section, r.sectionPlace])).toEqual([
      ['Dee', 1, 2, 1],
      ['Ann', 2, 1, 1],
      ['Bob', 3, 1, 2],
      ['Fay', 4, 2, 2],
      ['Cal', 5, 1, 3],
      ['Eli', 6, 2, 3],
    ]);
  });

  it('refuses a weight for someone who was not drawn', () => {
    const draw = new Map([['Ann', 1]]);
    expect(() => matchResults(match, draw, new Map([['Zed', 10]]))).toThrow(
      'Zed weighed in but was not in the draw',
    );
  });

  it('prints the board', () => {
    const board = resultsBoard(
      { id: 'R1', date: '2025-06-22', venue: 'Mill Pool', pegCount: 6, sectionSize: 3 },
      SEASON[0].results,
    );
    expect(board[0]).toBe('Mill Pool 2025-06-22');
    expect(board[1]).toBe('1. Dee (peg 4, section 2) 15lb 2oz');
    expect(board[6]).toBe('6. Eli (peg 5, section 2) DNW');
  });
});
