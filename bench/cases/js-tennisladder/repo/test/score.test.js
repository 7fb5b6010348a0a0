import { expect } from 'chai';
import { matchWinner, parseScore } from '../src/score.js';

describe('score', () => {
  it('reads a three-set match', () => {
    expect(parseScore('6-4 3-6 7-5')).to.deep.equal([[6, 4], [3, 6], [7, 5]]);
    expect(matchWinner(parseScore('6-4 3-6 7-5'))).to.equal('challenger');
  });

  it('reads a straight-sets loss', () => {
    expect(matchWinner(parseScore(' 2-6  6-7 '))).to.equal('opponent');
  });

  it('refuses unfinished sets and odd matches', () => {
    expect(() => parseScore('6-5 6-2')).to.throw('not a finished set: 6-5');
    expect(() => parseScore('6-0')).to.throw('best of three');
    expect(() => parseScore('6-0 six-love')).to.throw('cannot read set "six-love"');
  });
});
