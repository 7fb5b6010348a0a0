'use strict';

const { takePair, returnPair } = require('./skates');
const { hireFee } = require('./fees');

// The hire desk: a customer takes one or more pairs, pays for them, and brings them back.

class HireDesk {
  constructor(store) {
    this.store = store;
    this.open = new Map(); // ticket -> { customer, sizes }
    this.nextTicket = 1;
  }

  async hire(customer, sizes) {
    if (sizes.length === 0) throw new Error('a hire needs at least one pair');
    const taken = [];
    try {
      for (const size of sizes) {
        await takePair(this.store, size);
        taken.push(size);
      }
    } catch (err) {
      for (const size of taken) await returnPair(this.store, size);
      throw err;
    }
    const ticket = this.nextTicket++;
    this.open.set(ticket, { customer, sizes: [...sizes] });
    return { ticket, feeCents: hireFee(sizes) };
  }

  async giveBack(ticket) {
    const hire = this.open.get(ticket);
    if (!hire) throw new Error(`no open hire with ticket ${ticket}`);
    for (const size of hire.sizes) await returnPair(this.store, size);
    this.open.delete(ticket);
    return hire;
  }

  openHires() {
    return [...this.open.entries()].map(([ticket, h]) => ({ ticket, ...h }));
  }
}

module.exports = { HireDesk };
