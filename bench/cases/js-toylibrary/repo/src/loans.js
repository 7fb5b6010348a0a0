'use strict';

const { addDays, daysBetween, compare } = require('./dates');
const { tierOf, isCurrent } = require('./members');

const FINE_PER_DAY = 20; // pence
const FINE_CAP = 500;
const MISSING_PIECE_CHARGE = 50;

class LoanDesk {
  constructor(catalogue) {
    this.catalogue = catalogue;
    this.loans = []; // { toyId, memberId, out, due, returned, fine }
  }

  onLoan(toyId) {
    return this.loans.find((l) => l.toyId === toyId && !l.returned) || null;
  }

  loansOf(memberId) {
    return this.loans.filter((l) => l.memberId === memberId && !l.returned);
  }

  dueDate(member, today) {
    return addDays(today, tierOf(member).loanDays);
  }

  lend(toyId, member, today) {
    const toy = this.catalogue.get(toyId);
    if (toy.retired) throw new Error(`${toyId} is retired`);
    if (!isCurrent(member, today)) throw new Error(`membership of ${member.id} has lapsed`);
    if (this.onLoan(toyId)) throw new Error(`${toyId} is already on loan`);
    if (this.loansOf(member.id).length >= tierOf(member).maxLoans) {
      throw new Error(`${member.id} has reached the loan limit`);
    }
    const loan = { toyId, memberId: member.id, out: today, due: this.dueDate(member, today), returned: null, fine: 0 };
    this.loans.push(loan);
    return loan;
  }

  lateFine(loan, returnedOn) {
    const late = daysBetween(loan.due, returnedOn);
    return late > 0 ? Math.min(late * FINE_PER_DAY, FINE_CAP) : 0;
  }

  giveBack(toyId, today, { piecesReturned } = {}) {
    const loan = this.onLoan(toyId);
    if (!loan) throw new Error(`${toyId} is not on loan`);
    const toy = this.catalogue.get(toyId);
    const counted = piecesReturned === undefined ? toy.pieces : piecesReturned;
    const missing = Math.max(0, toy.pieces - counted);
    loan.returned = today;
    loan.missing = missing;
    loan.fine = this.lateFine(loan, today) + missing * MISSING_PIECE_CHARGE;
    return loan;
  }

  overdue(today) {
    return this.loans
      .filter((l) => !l.returned && compare(l.due, today) < 0)
      .sort((a, b) => compare(a.due, b.due) || compare(a.toyId, b.toyId));
  }
}

module.exports = { LoanDesk, FINE_PER_DAY, FINE_CAP, MISSING_PIECE_CHARGE };
