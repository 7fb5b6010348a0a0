import { describe, expect, it } from 'vitest';
import { formatPounds, settleAll } from '../src/ledger';
import { parseSlip } from '../src/slip';
import { haydock, ripon } from './fixtures';

describe('settleAll', () => {
  it('sums a race book', () => {
    const bets = ['£10 win Sea Breeze', '£5 e/w Lucky Star', '£5 e/w Dancing Brave', '£2 win Copper Kettle', '£20 win Night Owl'].map(
      parseSlip,
    );
    expect(settleAll(bets, haydock())).toEqual({ bets: 5, staked: 5200, returned: 3537, profit: 1663 });
  });

  it('shows a loss when the favourite obliges', () => {
    const bets = ['£40 win Pennywhistle', '£4 e/w Lucky Star', '£1 win Quarry Lad'].map(parseSlip);
    expect(settleAll(bets, ripon())).toEqual({ bets: 3, staked: 4900, returned: 10400, profit: -5500 });
  });
});

describe('formatPounds', () => {
  it('prints pence as pounds', () => {
    expect(formatPounds(123456)).toBe('£1,234.56');
    expect(formatPounds(-5500)).toBe('-£55.00');
    expect(formatPounds(7)).toBe('£0.07');
  });
});
