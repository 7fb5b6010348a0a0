import { expect } from 'chai';
import { Ladder } from '../src/ladder.js';

const names = ['Asha', 'Bruno', 'Cerys', 'Dev', 'Ewan', 'Fay'];

describe('Ladder', () => {
  let ladder;
  beforeEach(() => {
    ladder = new Ladder(names);
  });

  it('reads a ladder file with rung numbers and comments', () => {
    const parsed = Ladder.parse('# spring ladder\n1. Asha\n2) Bruno\n\n3. Cerys\n');
    expect(parsed.order).to.deep.equal(['Asha', 'Bruno', 'Cerys']);
  });

  it('refuses a player listed twice', () => {
    expect(() => new Ladder(['Asha', 'Asha'])).to.throw('Asha is on the ladder twice');
  });

  it('allows challenges up to three rungs above', () => {
    expect(ladder.canChallenge('Fay', 'Cerys')).to.equal(true);
    expect(ladder.canChallenge('Fay', 'Bruno')).to.equal(false);
    expect(ladder.canChallenge('Bruno', 'Cerys')).to.equal(false);
  });

  it('moves a winning challenger into the loser\'s rung', () => {
    ladder.applyResult('Ewan', 'Bruno', 'Ewan');
    expect(ladder.order).to.deep.equal(['Asha', 'Ewan', 'Bruno', 'Cerys', 'Dev', 'Fay']);
  });

  it('swaps neighbours when the rung above is taken', () => {
    ladder.applyResult('Cerys', 'Bruno', 'Cerys');
    expect(ladder.order).to.deep.equal(['Asha', 'Cerys', 'Bruno', 'Dev', 'Ewan', 'Fay']);
  });

  it('leaves the ladder alone when the challenger loses', () => {
    ladder.applyResult('Dev', 'Asha', 'Asha');
    expect(ladder.order).to.deep.equal(names);
  });

  it('closes the gap when a player leaves', () => {
    ladder.leave('Cerys').join('Gil');
    expect(ladder.order).to.deep.equal(['Asha', 'Bruno', 'Dev', 'Ewan', 'Fay', 'Gil']);
    expect(ladder.rungOf('Gil')).to.equal(6);
  });
});
