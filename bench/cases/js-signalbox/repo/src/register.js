'use strict';

const { toMinutes, delayMinutes } = require('./times');

// The register the signaller keeps: one entry per train, in the order they were booked.
class TrainRegister {
  constructor() {
    this.entries = [];
  }

  book({ headcode, due, platform, departs = null, notes = '' }) {
    if (!/^\d[A-Z]\d{2}$/.test(headcode)) throw new Error(`bad headcode: ${headcode}`);
    if (this.find(headcode)) throw new Error(`already booked: ${headcode}`);
    toMinutes(due);
    const entry = { headcode, due, platform, departs, notes, actual: null };
    this.entries.push(entry);
    return entry;
  }

  find(headcode) {
    return this.entries.find((entry) => entry.headcode === headcode) || null;
  }

  arrive(headcode, actual) {
    const entry = this.find(headcode);
    if (!entry) throw new Error(`not booked: ${headcode}`);
    toMinutes(actual);
    entry.actual = actual;
    return entry;
  }

  delay(headcode) {
    const entry = this.find(headcode);
    if (!entry || entry.actual === null) return null;
    return delayMinutes(entry.due, entry.actual);
  }

  late(threshold) {
    return this.entries.filter((entry) => {
      const delay = this.delay(entry.headcode);
      return delay !== null && delay >= threshold;
    });
  }

  rows() {
    return this.entries.map((entry) => ({ ...entry, delay: this.delay(entry.headcode) }));
  }
}

module.exports = { TrainRegister };
