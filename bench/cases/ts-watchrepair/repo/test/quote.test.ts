import { requireMovement } from '../src/movements';
import { formatPence, labourFor, partsTotal, quote } from '../src/quote';

const eta2824 = requireMovement('ETA 2824-2');
const unitas = requireMovement('Unitas 6498');
const valjoux = requireMovement('Valjoux 7750');

describe('labour', () => {
  it('charges extra for automatics and chronographs', () => {
    expect(labourFor(unitas, 'full')).toBe(16500);
    expect(labourFor(eta2824, 'full')).toBe(18500);
    expect(labourFor(valjoux, 'full')).toBe(26750);
    expect(labourFor(valjoux, 'basic')).toBe(15500);
  });

  it('charges a flat fee to regulate', () => {
    expect(labourFor(valjoux, 'regulate')).toBe(2500);
  });
});

describe('quote', () => {
  const parts = [
    { name: 'mainspring', pence: 2400, quantity: 1 },
    { name: 'gasket set', pence: 350, quantity: 2 },
  ];

  it('adds labour, parts and VAT', () => {
    expect(quote(eta2824, 'full', parts)).toEqual({ labour: 18500, parts: 3100, extras: 0, net: 21600, vat: 4320, total: 25920 });
  });

  it('adds a water test and discounts labour only', () => {
    expect(quote(unitas, 'basic', parts, { waterTest: true, labourDiscountPercent: 10 })).toEqual({
      labour: 8100,
      parts: 3100,
      extras: 1500,
      net: 12700,
      vat: 2540,
      total: 15240,
    });
  });

  it('rejects silly discounts and quantities', () => {
    expect(() => quote(unitas, 'basic', [], { labourDiscountPercent: 60 })).toThrow('labour discount out of range: 60%');
    expect(() => partsTotal([{ name: 'crown', pence: 1800, quantity: 0 }])).toThrow('bad quantity for crown: 0');
  });
});

describe('formatPence', () => {
  it('writes pounds and pence', () => {
    expect(formatPence(25920)).toBe('£259.20');
    expect(formatPence(5)).toBe('£0.05');
    expect(formatPence(123456789)).toBe('£1,234,567.89');
    expect(formatPence(-1500)).toBe('-£15.00');
  });
});
