import { describe, expect, it } from 'vitest';
import { decideBout } from '../src/bout';
import { promoted, rankAfterPools } from '../src/ranking';
import { finalPlaces, formatPlaces } from '../src/results';
import { Tableau, roundName, seedOrder, tableauSize } from '../src/tableau';
import type { Fencer } from '../src/types';
import { ana, ben, cai, dev, eli, fay, gus, hal, poolOne, poolTwo } from './fixtures';

function win(t: Tableau, round: number, winner: Fencer, loser: Fencer, score: [number, number] = [15, 10]) {
  const timeExpired = score[0] < 15 && score[1] < 15;
  t.record(round, decideBout('de', winner.id, loser.id, score[0], score[1], { timeExpired }));
}

describe('tableau shape', () => {
  it('rounds the entry up to a power of two', () => {
    expect(tableauSize(2)).toBe(2);
    expect(tableauSize(9)).toBe(16);
    expect(tableauSize(32)).toBe(32);
    expect(() => tableauSize(1)).toThrow(RangeError);
  });

  it('keeps the top seeds apart until the end', () => {
    expect(seedOrder(8)).toEqual([1, 8, 4, 5, 2, 7, 3, 6]);
    expect(seedOrder(16).slice(0, 4)).toEqual([1, 16, 8, 9]);
  });

  it('names the rounds', () => {
    expect([64, 16, 8, 4, 2].map(roundName)).toEqual(['T64', 'T16', 'quarter-final', 'semi-final', 'final']);
  });
});

describe('Tableau', () => {
  it('gives byes to the top seeds', () => {
    const t = new Tableau([gus, ana, hal, ben, dev, eli]);
    expect(t.rounds[1].map((f) => f?.name ?? '-')).toEqual(['Gus Halloran', '-', 'Ana Ferreira', '-']);
    expect(t.pending(0).map(([a, b]) => `${a.id}-${b.id}`)).toEqual(['F02-F04', 'F08-F05']);
  });

  it('seeds the direct elimination from the pools', () => {
    const ranking = rankAfterPools([...poolOne().stats(), ...poolTwo().stats()]);
    const t = new Tableau(promoted(ranking, 0.2));
    expect(t.pending(0).map(([a, b]) => `${a.name} v ${b.name}`)).toEqual([
      'Gus Halloran v Cai Lewis',
      'Ben Okafor v Dev Patel',
      'Ana Ferreira v Fay Moreau',
      'Hal Winter v Eli Strand',
    ]);
  });

  it('refuses a bout between fencers who do not meet', () => {
    const t = new Tableau([gus, ana, hal, ben]);
    expect(() => win(t, 0, gus, ana)).toThrow(/do not meet/);
  });
});

describe('finalPlaces', () => {
  it('places the club championship', () => {
    const ranking = rankAfterPools([...poolOne().stats(), ...poolTwo().stats()]);
    const t = new Tableau(promoted(ranking, 0.2));
    win(t, 0, gus, cai);
    win(t, 0, dev, ben, [15, 13]);
    win(t, 0, fay, ana, [12, 11]);
    win(t, 0, hal, eli);
    win(t, 1, gus, dev);
    win(t, 1, hal, fay);
    win(t, 2, hal, gus, [15, 14]);
    expect(t.champion()).toEqual(hal);
    expect(formatPlaces(finalPlaces(t))).toBe(
      [
        '  1  Hal Winter (Riverside FC)',
        '  2  Gus Halloran (Salle Boreal)',
        '  3  Dev Patel (Northgate)',
        '  3  Fay Moreau (Northgate)',
        '  5  Ana Ferreira (Salle Boreal)',
        '  5  Ben Okafor (Riverside FC)',
        '  5  Eli Strand (Riverside FC)',
        '  5  Cai Lewis (Salle Boreal)',
      ].join('\n'),
    );
  });

  it('needs the final to have been fenced', () => {
    expect(() => finalPlaces(new Tableau([gus, ana, hal, ben]))).toThrow(/final/);
  });
});
