import {
  addDays,
  clubYearStart,
  inCloseSeason,
  PermitBook,
  price,
  validityFor,
} from '../src/permits';

describe('prices', () => {
  it('charges the full price to adults', () => {
    expect(price('day', 'adult')).toBe(600);
    expect(price('season', 'adult')).toBe(6500);
  });

  it('takes off the concessions', () => {
    expect(price('week', 'junior')).toBe(1000);
    expect(price('season', 'senior')).toBe(4875);
  });
});

describe('validity', () => {
  it('adds days across a month end', () => {
    expect(addDays('2025-01-29', 6)).toBe('2025-02-04');
  });

  it('runs a week ticket for seven days', () => {
    expect(validityFor('week', '2025-07-28')).toEqual({ from: '2025-07-28', to: '2025-08-03' });
  });

  it('runs a season permit to the end of the club year', () => {
    expect(clubYearStart('2025-03-31')).toBe('2024-04-01');
    expect(clubYearStart('2025-04-01')).toBe('2025-04-01');
    expect(validityFor('season', '2025-09-10')).toEqual({ from: '2025-09-10', to: '2026-03-31' });
    expect(validityFor('season', '2026-02-01')).toEqual({ from: '2026-02-01', to: '2026-03-31' });
  });
});

describe('close season', () => {
  it('closes rivers from 15 March to 15 June inclusive', () => {
    expect(inCloseSeason('2025-03-14', 'river')).toBe(false);
    expect(inCloseSeason('2025-03-15', 'river')).toBe(true);
    expect(inCloseSeason('2025-06-15', 'river')).toBe(true);
    expect(inCloseSeason('2025-06-16', 'river')).toBe(false);
  });

  it('leaves stillwaters and the canal open', () => {
    expect(inCloseSeason('2025-05-01', 'stillwater')).toBe(false);
    expect(inCloseSeason('2025-05-01', 'canal')).toBe(false);
  });
});

describe('PermitBook', () => {
  const book = new PermitBook(101);
  const day = book.issue('Dev Patel', 'day', '2025-06-21', 'adult');
  const week = book.issue('Sam Okafor', 'week', '2025-08-02', 'junior');
  book.issue('Rita Hale', 'season', '2025-04-05', 'senior');

  it('numbers permits in order', () => {
    expect([day.number, week.number]).toEqual([101, 102]);
    expect(week).toMatchObject({ to: '2025-08-08', pricePence: 1000 });
  });

  it('knows who may fish where', () => {
    expect(book.mayFish('Dev Patel', '2025-06-21', 'river')).toBe(true);
    expect(book.mayFish('Dev Patel', '2025-06-22', 'river')).toBe(false);
    expect(book.mayFish('Rita Hale', '2025-05-20', 'river')).toBe(false);
    expect(book.mayFish('Rita Hale', '2025-05-20', 'stillwater')).toBe(true);
  });

  it('adds up the takings for permits starting in a period', () => {
    expect(book.takings('2025-06-01', '2025-08-31')).toBe(1600);
    expect(book.takings('2025-04-01', '2026-03-31')).toBe(6475);
  });
});
