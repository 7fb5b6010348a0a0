'use strict';

const { alloy } = require('./metals');
const { percentOf, format } = require('./money');
const rings = require('./rings');

const VAT_PERCENT = 20;
const METAL_MARKUP_PERCENT = 30;

// Bench labour in pence.
const LABOUR = {
  resizeDown: 2800,
  resizeUp: 3500,
  extraSize: 600, // each size beyond the first two
  retipClaw: 1800, // per claw
  solderChain: 1500,
  polish: 1200,
};

// Metal added when sizing up, grams per size, before the ring profile was
// measured at the bench.
const METAL_PER_SIZE_G = 0.25;

class RepairTicket {
  constructor(number, customer, board) {
    this.number = number;
    this.customer = customer;
    this.board = board;
    this.lines = [];
  }

  add(description, amount) {
    this.lines.push({ description, amount });
    return this;
  }

  resize(code, from, to) {
    const moved = rings.steps(from, to);
    if (moved === 0) {
      throw new RangeError(`Ring is already size ${to}`);
    }
    const base = moved > 0 ? LABOUR.resizeUp : LABOUR.resizeDown;
    const extra = Math.max(0, Math.abs(moved) - 2) * LABOUR.extraSize;
    this.add(`Resize ${alloy(code).name} ring ${from} to ${to}`, base + extra);
    if (moved > 0) {
      this.metal(code, moved * METAL_PER_SIZE_G);
    }
    return this;
  }

  retipClaws(count) {
    if (!Number.isInteger(count) || count < 1) {
      throw new RangeError(`Claw count must be a whole number from 1, got ${count}`);
    }
    return this.add(`Retip ${count} claw${count === 1 ? '' : 's'}`, count * LABOUR.retipClaw);
  }

  solderChain() {
    return this.add('Solder chain', LABOUR.solderChain);
  }

  polish() {
    return this.add('Clean and polish', LABOUR.polish);
  }

  // Metal used on the job, at melt value plus the workshop's markup.
  metal(code, grams) {
    const value = this.board.meltValue(code, grams);
    const charge = value + percentOf(value, METAL_MARKUP_PERCENT);
    return this.add(`${alloy(code).name}, ${grams.toFixed(2)} g`, charge);
  }

  net() {
    return this.lines.reduce((sum, line) => sum + line.amount, 0);
  }

  vat() {
    return percentOf(this.net(), VAT_PERCENT);
  }

  total() {
    return this.net() + this.vat();
  }

  render() {
    const rows = [`Repair ${this.number} for ${this.customer}`];
    for (const line of this.lines) {
      rows.push(`  ${line.description.padEnd(36)}${format(line.amount).padStart(10)}`);
    }
    rows.push(`  ${'Net'.padEnd(36)}${format(this.net()).padStart(10)}`);
    rows.push(`  ${`VAT ${VAT_PERCENT}%`.padEnd(36)}${format(this.vat()).padStart(10)}`);
    rows.push(`  ${'Total'.padEnd(36)}${format(this.total()).padStart(10)}`);
    return `${rows.join('\n')}\n`;
  }
}

module.exports = { RepairTicket, LABOUR, VAT_PERCENT, METAL_MARKUP_PERCENT, METAL_PER_SIZE_G };
