import { CatchRecord, findBreaches, isSpecimen, summarise } from '../src/catches';
import { toOunces } from '../src/weights';

const day = '2025-07-12';

const returns: CatchRecord[] = [
  { angler: 'Dev Patel', date: day, species: 'brown trout', weightOz: 28, lengthCm: 34, kept: true },
  { angler: 'Dev Patel', date: day, species: 'brown trout', weightOz: 20, lengthCm: 31, kept: true },
  { angler: 'Dev Patel', date: day, species: 'brown trout', weightOz: 22, lengthCm: 32, kept: true },
  { angler: 'Sam Okafor', date: day, species: 'brown trout', weightOz: 12, lengthCm: 26, kept: true },
  { angler: 'Sam Okafor', date: day, species: 'perch', weightOz: toOunces(3, 2), kept: false },
  { angler: 'Rita Hale', date: day, species: 'tench', weightOz: toOunces(5, 8), kept: true },
  { angler: 'Rita Hale', date: day, species: 'rainbow trout', weightOz: 40, kept: true },
  { angler: 'Rita Hale', date: day, species: 'brown trout', weightOz: 30, kept: true },
];

describe('findBreaches', () => {
  it('reports fish that should have gone back', () => {
    const breaches = findBreaches(returns).map((b) => [b.record.angler, b.record.species, b.kind]);
    expect(breaches).toEqual([
      ['Dev Patel', 'brown trout', 'over-limit'],
      ['Sam Okafor', 'brown trout', 'undersized'],
      ['Rita Hale', 'tench', 'must-return'],
      ['Rita Hale', 'brown trout', 'no-length'],
    ]);
  });

  it('counts the bag per day', () => {
    const nextDay = returns
      .filter((r) => r.angler === 'Dev Patel')
      .map((r, i) => (i === 2 ? { ...r, date: '2025-07-13' } : r));
    expect(findBreaches(nextDay)).toEqual([]);
  });
});

describe('summarise', () => {
  it('totals each angler, heaviest first', () => {
    const rows = summarise(returns);
    expect(rows.map((r) => [r.angler, r.fish, r.totalOz])).toEqual([
      ['Rita Hale', 3, 158],
      ['Dev Patel', 3, 70],
      ['Sam Okafor', 2, 62],
    ]);
    expect(rows[0].best?.species).toBe('tench');
  });

  it('picks out specimens', () => {
    expect(isSpecimen(returns[4])).toBe(true);
    expect(summarise(returns).flatMap((r) => r.specimens.map((s) => s.species))).toEqual([
      'perch',
    ]);
  });
});
