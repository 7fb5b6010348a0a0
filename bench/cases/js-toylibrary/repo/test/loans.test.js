'use strict';

const test = require('node:test');
const assert = require('node:assert/strict');
const { LoanDesk } = require('../src/loans');
const { shelf, members } = require('./helpers');

test('loan periods follow the tier', () => {
  const desk = new LoanDesk(shelf());
  const { ada, ben, sun } = members();
  assert.equal(desk.lend('T001', ada, '2024-05-02').due, '2024-05-16');
  assert.equal(desk.lend('T002', ben, '2024-05-02').due, '2024-05-23');
  assert.equal(desk.lend('T003', sun, '2024-05-02').due, '2024-05-30');
});

test('lending rules', () => {
  const desk = new LoanDesk(shelf());
  const { ada, ben } = members();
  desk.lend('T001', ada, '2024-05-02');
  assert.throws(() => desk.lend('T001', ben, '2024-05-02'), /already on loan/);
  desk.lend('T002', ada, '2024-05-02');
  desk.lend('T003', ada, '2024-05-02');
  assert.throws(() => desk.lend('T004', ada, '2024-05-02'), /loan limit/);
  assert.throws(() => desk.lend('T004', ben, '2024-11-02'), /lapsed/);
  desk.catalogue.retire('T005');
  assert.throws(() => desk.lend('T005', ben, '2024-05-02'), /retired/);
});

test('late returns are fined per day, capped', () => {
  const desk = new LoanDesk(shelf());
  const { ada } = members();
  desk.lend('T001', ada, '2024-05-02');
  desk.lend('T003', ada, '2024-05-02');
  assert.equal(desk.giveBack('T001', '2024-05-16').fine, 0);
  assert.equal(desk.giveBack('T003', '2024-05-20').fine, 80);
  desk.lend('T003', ada, '2024-06-01');
  assert.equal(desk.giveBack('T003', '2024-09-01').fine, 500);
});

test('missing pieces are charged', () => {
  const desk = new LoanDesk(shelf());
  const { ben } = members();
  desk.lend('T006', ben, '2024-05-02');
  const loan = desk.giveBack('T006', '2024-05-10', { piecesReturned: 46 });
  assert.equal(loan.missing, 2);
  assert.equal(loan.fine, 100);
  assert.throws(() => desk.giveBack('T006', '2024-05-11'), /not on loan/);
});

test('overdue list, oldest first', () => {
  const desk = new LoanDesk(shelf());
  const { ada, ben } = members();
  desk.lend('T002', ben, '2024-05-01');
  desk.lend('T001', ada, '2024-05-03');
  desk.lend('T005', ada, '2024-05-20');
  assert.deepEqual(desk.overdue('2024-05-25').map((l) => l.toyId), ['T001', 'T002']);
});
