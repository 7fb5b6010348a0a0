import { dailySummary, overloads, taxableWeights } from '../src/reports';
import { tuesday, yardRegister } from './fixtures';

describe('dailySummary', () => {
  it('adds up loads, weight and money per material', () => {
    const summary = dailySummary(tuesday().completedOn('2025-06-03'));
    expect(summary.rows).toEqual([
      {
        code: 'MIX',
        name: 'Mixed construction waste',
        loads: 2,
        netKg: 14860,
        disposalPence: 126310,
        landfillTaxPence: 187459,
        vatPence: 62754,
        totalPence: 376523,
      },
      {
        code: 'PLAS',
        name: 'Plasterboard',
        loads: 1,
        netKg: 1580,
        disposalPence: 15010,
        landfillTaxPence: 19932,
        vatPence: 6988,
        totalPence: 41930,
      },
      {
        code: 'SOIL',
        name: 'Soil and stones',
        loads: 1,
        netKg: 14340,
        disposalPence: 25812,
        landfillTaxPence: 5808,
        vatPence: 6324,
        totalPence: 37944,
      },
      {
        code: 'T1',
        name: 'Type 1 sub-base',
        loads: 1,
        netKg: 29860,
        disposalPence: 65692,
        landfillTaxPence: 0,
        vatPence: 13138,
        totalPence: 78830,
      },
    ]);
    expect(summary.totals).toEqual({
      loads: 5,
      netKg: 60640,
      disposalPence: 232824,
      landfillTaxPence: 213199,
      vatPence: 89204,
      totalPence: 535227,
    });
  });

  it('prices account customers at their rates', () => {
    const summary = dailySummary(tuesday().completedOn('2025-06-03'), { 'Fenwick Civils': { T1: 1950 } });
    const subBase = summary.rows.find((r) => r.code === 'T1')!;
    expect(subBase.totalPence).toBe(69872);
    expect(summary.totals.totalPence).toBe(535227 - 78830 + 69872);
  });

  it('is empty on a day with no tickets', () => {
    expect(dailySummary([])).toEqual({
      rows: [],
      totals: { loads: 0, netKg: 0, disposalPence: 0, landfillTaxPence: 0, vatPence: 0, totalPence: 0 },
    });
  });
});

describe('taxableWeights', () => {
  it('adds up deliveries by landfill tax band', () => {
    expect(taxableWeights(tuesday().completed())).toEqual({ standard: 16440, lower: 14340, exempt: 0 });
  });
});

describe('overloads', () => {
  it('lists vehicles over their plated weight, worst first', () => {
    const register = yardRegister();
    const book = tuesday(register);
    expect(overloads(book.completed(), register)).toEqual([
      {
        ticket: 5002,
        registration: 'KX70LMN',
        haulier: 'Dunmore Haulage',
        grossKg: 44980,
        maxGrossKg: 44000,
        overKg: 980,
      },
    ]);
  });
});
