import { describe, expect, it } from 'vitest';
import { type Bet, outlay, settle } from '../src/settle';
import { brighton, haydock, ripon } from './fixtures';

const bet = (stake: number, kind: Bet['kind'], horse: string): Bet => ({ stake, kind, horse });

describe('settle', () => {
  it('pays a winner at its price less Rule 4', () => {
    // 2/1 on £10, winnings 20.00 less 25p in the pound
    expect(settle(bet(1000, 'win', 'Sea Breeze'), haydock())).toBe(2500);
  });

  it('pays nothing on a loser', () => {
    expect(settle(bet(1000, 'win', 'Lucky Star'), haydock())).toBe(0);
  });

  it('pays the place part of an each-way bet at a fifth of the odds', () => {
    // 9/2 at 1/5 is 9/10: 5.00 + 4.50 less 25p in the pound
    expect(settle(bet(500, 'each-way', 'Lucky Star'), haydock())).toBe(837);
  });

  it('pays nothing beyond the places', () => {
    expect(settle(bet(500, 'each-way', 'Dancing Brave'), haydock())).toBe(0);
  });

  it('returns the stake on a withdrawn runner', () => {
    expect(settle(bet(200, 'win', 'Copper Kettle'), haydock())).toBe(200);
    expect(settle(bet(200, 'each-way', 'Copper Kettle'), haydock())).toBe(400);
  });

  it('halves the place stake in a dead heat for the last place', () => {
    // 4/1 at 1/4 is evens on half of £4
    expect(settle(bet(400, 'each-way', 'Lucky Star'), ripon())).toBe(400);
    expect(settle(bet(400, 'each-way', 'Bold Venture'), ripon())).toBe(600);
  });

  it('pays a winner without Rule 4 when nothing came out', () => {
    expect(settle(bet(400, 'win', 'Pennywhistle'), ripon())).toBe(1000);
  });

  it('returns the place stake when the field is too small for each-way', () => {
    expect(settle(bet(300, 'each-way', 'Shingle'), brighton())).toBe(300);
    expect(settle(bet(300, 'each-way', 'Gull Point'), brighton())).toBe(900);
  });

  it('counts both parts of an each-way stake in the outlay', () => {
    expect(outlay(bet(250, 'each-way', 'Shingle'))).toBe(500);
    expect(outlay(bet(250, 'win', 'Shingle'))).toBe(250);
  });
});
