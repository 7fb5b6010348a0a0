import {
  formatKg,
  formatPounds,
  formatTonnes,
  perTonne,
  roundToDivision,
  toKg,
  toTonnes,
} from '../src/units';

describe('roundToDivision', () => {
  it('rounds to the nearest 20 kg by default', () => {
    expect(roundToDivision(12345)).toBe(12340);
    expect(roundToDivision(12351)).toBe(12360);
    expect(roundToDivision(12350)).toBe(12360);
  });

  it('rounds halves away from zero', () => {
    expect(roundToDivision(-30)).toBe(-40);
    expect(roundToDivision(30)).toBe(40);
  });

  it('takes another division', () => {
    expect(roundToDivision(12345, 50)).toBe(12350);
    expect(roundToDivision(12345, 1)).toBe(12345);
  });

  it('refuses a zero division', () => {
    expect(() => roundToDivision(100, 0)).toThrow(RangeError);
  });
});

describe('conversions', () => {
  it('converts between kilograms and tonnes', () => {
    expect(toTonnes(12345.4)).toBe(12.345);
    expect(toKg(2.346)).toBe(2346);
    expect(toKg(toTonnes(29860))).toBe(29860);
  });

  it('charges per tonne to the penny', () => {
    expect(perTonne(1580, 12615)).toBe(19932);
    expect(perTonne(1000, 8500)).toBe(8500);
    expect(perTonne(0, 8500)).toBe(0);
  });
});

describe('formatting', () => {
  it('formats kilograms with thousands separators', () => {
    expect(formatKg(12340)).toBe('12,340 kg');
    expect(formatKg(980)).toBe('980 kg');
    expect(formatKg(1234567)).toBe('1,234,567 kg');
  });

  it('formats tonnes to two places', () => {
    expect(formatTonnes(12340)).toBe('12.34 t');
    expect(formatTonnes(500)).toBe('0.50 t');
  });

  it('formats pence as pounds', () => {
    expect(formatPounds(317232)).toBe('£3,172.32');
    expect(formatPounds(5)).toBe('£0.05');
    expect(formatPounds(-12345)).toBe('-£123.45');
  });
});
