import { describe, expect, it } from 'vitest';
import { parseSlip } from '../src/slip';

describe('parseSlip', () => {
  it('reads pounds, pence and the bet type', () => {
    expect(parseSlip('£5 win Lucky Star')).toEqual({ stake: 500, kind: 'win', horse: 'Lucky Star' });
    expect(parseSlip('2.50 e/w Sea Breeze')).toEqual({ stake: 250, kind: 'each-way', horse: 'Sea Breeze' });
    expect(parseSlip('50p EW Kingfisher ')).toEqual({ stake: 50, kind: 'each-way', horse: 'Kingfisher' });
  });

  it('rejects a slip it cannot read', () => {
    expect(() => parseSlip('£5')).toThrow(/cannot read slip/);
    expect(() => parseSlip('£5 place Kingfisher')).toThrow(/unknown bet type/);
    expect(() => parseSlip('£50p win Kingfisher')).toThrow(/both pounds and pence/);
    expect(() => parseSlip('0 win Kingfisher')).toThrow(/no stake/);
  });
});
