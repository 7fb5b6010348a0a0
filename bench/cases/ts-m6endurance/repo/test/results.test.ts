import { describe, expect, it } from 'vitest';
import { resultsSheet } from '../src/format';
import { placings } from '../src/results';
import { ENTRIES, RHAYADER } from './fixtures';

describe('placings', () => {
  it('completed by ride time, equal times share a place, then the rest by distance', () => {
    const rows = placings(RHAYADER, ENTRIES);
    expect(rows.map((r) => [r.entry.number, r.place])).toEqual([
      [7, 1],
      [12, 2],
      [18, 2],
      [9, null],
      [21, null],
      [3, null],
      [15, null],
    ]);
  });

  it('results sheet', () => {
    expect(resultsSheet(RHAYADER, placings(RHAYADER, ENTRIES))).toBe(
      [
        'Rhayader 80 (80 km, 3 loops)',
        '  1  7 Carys Bevan / Shahzada Gold          5:19:40   15.02 km/h',
        '  2  12 Megan Hughes / Dinas Rhos Ember     5:38:20   14.19 km/h',
        '  2  18 Elen Morgan / Tirion                5:38:20   14.19 km/h',
        '  -  9 Gwen Jenkins / Moelfre Dawn                                FTC (speed)',
        '  -  21 Owain Price / Llanarth Comet                              FTQ-ME at gate 2',
        '  -  3 Sian Lloyd / Bryn Tywysog                                  FTQ-GA at gate 1',
        '  -  15 Dafydd Rees / Kestrel Bay                                 RET in loop 2',
        '',
      ].join('\n'),
    );
  });
});
