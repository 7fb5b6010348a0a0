'use strict';

const { addDays, daysBetween, dayOfWeek, weekStart, parseISO } = require('./dates');
const { binsDue } = require('./bins');

// Week A of the fortnightly cycle starts on this Monday; every other week after it is week A too.
const CYCLE_EPOCH = '2024-01-01';

class RoundBook {
  constructor(rounds = []) {
    this.rounds = new Map();
    for (const round of rounds) {
      this.add(round);
    }
  }

  add(round) {
    if (!round || typeof round.id !== 'string' || round.id === '') {
      throw new TypeError('a round needs an id');
    }
    if (!Number.isInteger(round.day) || round.day < 0 || round.day > 4) {
      throw new RangeError(`round ${round.id}: collection day must be Monday (0) to Friday (4)`);
    }
    if (this.rounds.has(round.id)) {
      throw new Error(`round ${round.id} already exists`);
    }
    this.rounds.set(round.id, { crew: [], vehicle: null, ...round });
    return this;
  }

  get(id) {
    const round = this.rounds.get(id);
    if (!round) {
      throw new RangeError(`no round ${id}`);
    }
    return round;
  }

  // Rounds out on a given weekday (0 = Monday).
  onDay(day) {
    return [...this.rounds.values()].filter((r) => r.day === day);
  }
}

// 'A' or 'B': which week of the fortnightly cycle `iso` falls in.
function cycleWeek(iso, epoch = CYCLE_EPOCH) {
  const weeks = Math.floor(daysBetween(epoch, weekStart(iso)) / 7);
  return ((weeks % 2) + 2) % 2 === 0 ? 'A' : 'B';
}

// The day a round collects in the week starting `monday`.
function collectionDay(round, monday) {
  return addDays(monday, round.day);
}

// The collections a property can expect from `from` (inclusive) for `weeks` weeks.
function upcomingCollections(property, book, from, weeks) {
  parseISO(from);
  if (!Number.isInteger(weeks) || weeks < 1) {
    throw new RangeError(`weeks must be a positive whole number, got ${weeks}`);
  }
  const round = book.get(property.round);
  const out = [];
  let monday = weekStart(from);
  for (let i = 0; i < weeks; i += 1) {
    const date = collectionDay(round, monday);
    if (date >= from) {
      const cycle = cycleWeek(monday);
      out.push({ date, day: dayOfWeek(date), cycle, bins: binsDue(property, cycle) });
    }
    monday = addDays(monday, 7);
  }
  return out;
}

// The next collection of one stream for a property, or null if it is not due in `weeks` weeks.
function nextCollectionOf(property, book, stream, from, weeks = 4) {
  return upcomingCollections(property, book, from, weeks).find((c) => c.bins.includes(stream)) || null;
}

module.exports = { CYCLE_EPOCH, RoundBook, cycleWeek, collectionDay, upcomingCollections, nextCollectionOf };
