import { findMaterial } from '../src/materials';
import { priceTicket } from '../src/pricing';
import { tuesday } from './fixtures';

describe('priceTicket', () => {
  const book = tuesday();
  const ticket = (n: number) => book.completed().find((t) => t.number === n)!;
  const price = (n: number, rate?: number) =>
    priceTicket(ticket(n), findMaterial(ticket(n).materialCode), rate === undefined ? {} : { pricePerTonnePence: rate });

  it('charges mixed waste at the gate price with landfill tax at the standard rate', () => {
    expect(price(5001)).toEqual({
      netKg: 12520,
      disposalPence: 106420,
      landfillTaxPence: 157940,
      netPence: 264360,
      vatPence: 52872,
      totalPence: 317232,
    });
  });

  it('charges soil landfill tax at the lower rate', () => {
    const soil = price(5004);
    expect(soil.disposalPence).toBe(25812);
    expect(soil.landfillTaxPence).toBe(5808);
    expect(soil.totalPence).toBe(37944);
  });

  it('charges no landfill tax on product sold off site', () => {
    const subBase = price(5002);
    expect(subBase.netKg).toBe(29860);
    expect(subBase.landfillTaxPence).toBe(0);
    expect(subBase.vatPence).toBe(13138);
    expect(subBase.totalPence).toBe(78830);
  });

  it('uses an account rate in place of the gate price', () => {
    const subBase = price(5002, 1950);
    expect(subBase.disposalPence).toBe(58227);
    expect(subBase.vatPence).toBe(11645);
    expect(subBase.totalPence).toBe(69872);
  });

  it('refuses a material the ticket is not for', () => {
    expect(() => priceTicket(ticket(5001), findMaterial('SOIL'))).toThrow('ticket 5001 is for MIX, not SOIL');
  });
});
