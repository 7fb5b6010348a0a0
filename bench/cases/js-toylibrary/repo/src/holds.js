'use strict';

const { addDays, compare } = require('./dates');

const COLLECT_WITHIN_DAYS = 7;

// Reservations: members queue for a toy; when it comes back the first in the
// queue is offered it and has a week to collect before it passes on.
class Holds {
  constructor() {
    this.queues = new Map(); // toyId -> [{ memberId, placed, offeredUntil }]
  }

  place(toyId, memberId, today) {
    const queue = this.queues.get(toyId) || [];
    if (queue.some((h) => h.memberId === memberId)) {
      throw new Error(`${memberId} already holds ${toyId}`);
    }
    queue.push({ memberId, placed: today, offeredUntil: null });
    this.queues.set(toyId, queue);
    return queue.length;
  }

  cancel(toyId, memberId) {
    const queue = this.queues.get(toyId) || [];
    const i = queue.findIndex((h) => h.memberId === memberId);
    if (i < 0) return false;
    queue.splice(i, 1);
    return true;
  }

  position(toyId, memberId) {
    const queue = this.queues.get(toyId) || [];
    const i = queue.findIndex((h) => h.memberId === memberId);
    return i < 0 ? null : i + 1;
  }

  waiting(toyId) {
    return (this.queues.get(toyId) || []).length;
  }

  // The toy is back on the shelf: offer it to the first in the queue.
  offer(toyId, today) {
    const queue = this.queues.get(toyId) || [];
    if (!queue.length) return null;
    queue[0].offeredUntil = addDays(today, COLLECT_WITHIN_DAYS);
    return queue[0];
  }

  // Drop offers that were not collected in time and offer to the next member.
  expire(today) {
    const lapsed = [];
    for (const [toyId, queue] of this.queues) {
      while (queue.length && queue[0].offeredUntil && compare(queue[0].offeredUntil, today) < 0) {
        lapsed.push({ toyId, memberId: queue.shift().memberId });
        if (queue.length) queue[0].offeredUntil = addDays(today, COLLECT_WITHIN_DAYS);
      }
    }
    return lapsed;
  }

  // May this member take the toy now?
  mayBorrow(toyId, memberId) {
    const queue = this.queues.get(toyId) || [];
    return queue.length === 0 || (queue[0].memberId === memberId && queue[0].offeredUntil !== null);
  }

  collected(toyId, memberId) {
    const queue = this.queues.get(toyId) || [];
    if (queue.length && queue[0].memberId === memberId) queue.shift();
  }
}

module.exports = { Holds, COLLECT_WITHIN_DAYS };
