import { ageOn, categoryOn, Member, parseDate, Register } from '../src/members';

const sam: Member = { id: 'M001', name: 'Sam Okafor', born: '2010-06-20', joined: '2019-04-01' };
const rita: Member = { id: 'M002', name: 'Rita Hale', born: '1959-03-15', joined: '1990-05-12' };
const dev: Member = { id: 'M003', name: 'Dev Patel', born: '1984-11-02', joined: '2015-04-01' };

describe('dates', () => {
  it('parses YYYY-MM-DD', () => {
    expect(parseDate('2024-02-29').toISOString()).toBe('2024-02-29T00:00:00.000Z');
  });

  it('rejects impossible dates', () => {
    expect(() => parseDate('2023-02-29')).toThrow('no such date: 2023-02-29');
    expect(() => parseDate('29/02/2024')).toThrow('not a YYYY-MM-DD date');
  });
});

describe('ageOn', () => {
  it('counts whole years', () => {
    expect(ageOn('2010-06-20', '2026-06-19')).toBe(15);
    expect(ageOn('2010-06-20', '2026-06-20')).toBe(16);
  });
});

describe('categoryOn', () => {
  it('puts members in a category by age', () => {
    expect(categoryOn(sam, '2026-06-01')).toBe('junior');
    expect(categoryOn(sam, '2026-07-01')).toBe('adult');
    expect(categoryOn(rita, '2024-03-14')).toBe('adult');
    expect(categoryOn(rita, '2024-03-15')).toBe('senior');
  });
});

describe('Register', () => {
  const register = new Register();
  register.add(sam);
  register.add(rita);
  register.add(dev);

  it('lists members by name', () => {
    expect(register.all().map((m) => m.id)).toEqual(['M003', 'M002', 'M001']);
  });

  it('refuses a second member with the same id', () => {
    expect(() => register.add({ ...sam, name: 'Sam O.' })).toThrow('already registered');
  });

  it('finds members', () => {
    expect(register.get('M002').name).toBe('Rita Hale');
    expect(register.has('M009')).toBe(false);
    expect(() => register.get('M009')).toThrow('no member M009');
  });

  it('selects by category', () => {
    expect(register.inCategory('junior', '2026-01-01').map((m) => m.id)).toEqual(['M001']);
    expect(register.inCategory('senior', '2026-01-01').map((m) => m.id)).toEqual(['M002']);
  });
});
