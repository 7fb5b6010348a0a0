'use strict';

const assert = require('node:assert/strict');
const { BookingService } = require('../lib/bookings');
const { BayDiary } = require('../lib/slots');
const { shelf } = require('./stock');

function service(bays = ['A', 'B']) {
  return new BookingService(shelf(), new BayDiary(bays));
}

describe('bookings', () => {
  it('books the cheapest tyre that fits and reserves it', () => {
    const s = service();
    const b = s.book({ customer: 'J. Pryce', reg: 'ab12 cde', size: '205/55R16 91V', tyres: 2 });
    assert.equal(b.ref, 'TB0001');
    assert.equal(b.reg, 'AB12CDE');
    assert.equal(b.code, 'AVO-2055516');
    assert.equal(s.catalog.get('AVO-2055516').stock, 2);
    assert.deepEqual([b.bay, b.start, b.end], ['A', '08:00', '08:40']);
  });

  it('passes over a tyre with too few on the shelf', () => {
    const s = service();
    const b = s.book({ customer: 'M. Idris', reg: 'CF70 XYZ', size: '205/55R16', tyres: 4 });
    assert.equal(b.code, 'AVO-2055516');
    const c = s.book({ customer: 'R. Owen', reg: 'CF19 ABC', size: '205/55R16', tyres: 4 });
    assert.equal(c.code, 'MIC-2055516');
  });

  it('books a one-bay garage end to end', () => {
    const s = service(['A']);
    const first = s.book({ customer: 'A', reg: 'A1', size: '175/65R14', tyres: 4 });
    const second = s.book({ customer: 'B', reg: 'B1', size: '225/45R18', tyres: 1 });
    assert.deepEqual([first.start, first.end], ['08:00', '09:00']);
    assert.deepEqual([second.start, second.end], ['09:00', '09:30']);
  });

  it('cancels a booking: stock back on the shelf, bay free again', () => {
    const s = service(['A']);
    const b = s.book({ customer: 'A', reg: 'A1', size: '225/45R18', tyres: 2 });
    s.cancel(b.ref);
    assert.equal(s.catalog.get('CON-2254518').stock, 6);
    assert.equal(s.takings(), 0);
    const again = s.book({ customer: 'B', reg: 'B1', size: '225/45R18', tyres: 2 });
    assert.equal(again.start, '08:00');
  });

  it('refuses a size nobody stocks', () => {
    assert.throws(() => service().book({ customer: 'A', reg: 'A1', size: '195/50R15', tyres: 1 }), /no 195\/50R15/);
  });
});
