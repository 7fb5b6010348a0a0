'use strict';

const assert = require('node:assert/strict');
const { PriceBoard } = require('../src/prices');
const { RepairTicket } = require('../src/repairs');

const board = new PriceBoard({ gold: 190000, silver: 2400, platinum: 78000 });

describe('RepairTicket', () => {
  it('charges labour for sizing down', () => {
    const ticket = new RepairTicket('R-0402', 'Mr Kerr', board).resize('9ct', 'R', 'P');
    assert.deepEqual(ticket.lines, [{ description: 'Resize 9ct gold ring R to P', amount: 2800 }]);
  });

  it('charges extra sizes and the metal added when sizing up', () => {
    const ticket = new RepairTicket('R-0419', 'Mrs Hendry', board).resize('18ct', 'L', 'O');
    assert.equal(ticket.lines[0].amount, 3500 + 600);
    assert.equal(ticket.lines[1].description, '18ct gold, 0.75 g');
    assert.equal(ticket.lines[1].amount, 4467);
  });

  it('will not resize to the same size', () => {
    assert.throws(() => new RepairTicket('R-1', 'X', board).resize('9ct', 'M', 'M'), RangeError);
  });

  it('prices claws one at a time', () => {
    const ticket = new RepairTicket('R-0420', 'Ms Imrie', board).retipClaws(4);
    assert.deepEqual(ticket.lines, [{ description: 'Retip 4 claws', amount: 7200 }]);
    assert.throws(() => ticket.retipClaws(0), RangeError);
  });

  it('adds VAT to the net', () => {
    const ticket = new RepairTicket('R-0421', 'Mr Lamont', board).solderChain().polish();
    assert.equal(ticket.net(), 2700);
    assert.equal(ticket.vat(), 540);
    assert.equal(ticket.total(), 3240);
  });

  it('prints the ticket', () => {
    const ticket = new RepairTicket('R-0419', 'Mrs Hendry', board).resize('18ct', 'L', 'O').polish();
    assert.equal(
      ticket.render(),
      [
        'Repair R-0419 for Mrs Hendry',
        '  Resize 18ct gold ring L to O            £41.00',
        '  18ct gold, 0.75 g                       £44.67',
        '  Clean and polish                        £12.00',
        '  Net                                     £97.67',
        '  VAT 20%                                 £19.53',
        '  Total                                  £117.20',
        '',
      ].join('\n'),
    );
  });
});
