import { expect } from 'chai';
import { busy, deadline, expired } from '../src/challenges.js';
import { ladderSheet } from '../src/sheet.js';
import { Ladder } from '../src/ladder.js';

const open = [
  { challenger: 'Fay', opponent: 'Cerys', issued: '2025-05-01' },
  { challenger: 'Dev', opponent: 'Bruno', issued: '2025-04-20' },
];

describe('challenges', () => {
  it('gives fourteen days to play, across a month end', () => {
    expect(deadline('2025-05-20')).to.equal('2025-06-03');
  });

  it('lists expired challenges oldest first', () => {
    expect(expired(open, '2025-05-10').map((c) => c.challenger)).to.deep.equal(['Dev']);
    expect(expired(open, '2025-05-16').map((c) => c.challenger)).to.deep.equal(['Dev', 'Fay']);
    expect(expired(open, '2025-05-04')).to.deep.equal([]);
  });

  it('knows who is busy', () => {
    expect(busy(open, 'Cerys')).to.equal(true);
    expect(busy(open, 'Asha')).to.equal(false);
  });

  it('marks open challenges on the sheet', () => {
    const ladder = new Ladder(['Asha', 'Bruno', 'Cerys', 'Dev', 'Ewan', 'Fay']);
    expect(ladderSheet(ladder, open).split('\n')).to.deep.equal([
      '1. Asha',
      '2. Bruno',
      '3. Cerys',
      '4. Dev  -> Bruno by 2025-05-04',
      '5. Ewan',
      '6. Fay  -> Cerys by 2025-05-15',
    ]);
  });
});
