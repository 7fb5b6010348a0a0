'use strict';

// Tickets are taken in order of arrival (then id). Each goes to the fixer with
// the skill who can start it soonest: not before the ticket arrived, the
// fixer's shift began and their last repair ended. A repair must end by the
// end of the fixer's shift; a ticket no fixer can finish in time is left
// unassigned.
function assignTickets(tickets, fixers) {
  const busyUntil = new Map(fixers.map((f) => [f.name, f.from]));
  const queue = [...tickets].sort((a, b) => a.arrived - b.arrived || a.id.localeCompare(b.id));
  const assignments = [];
  const unassigned = [];

  for (const ticket of queue) {
    let best = null;
    for (const fixer of fixers) {
      if (!fixer.skills.has(ticket.skill)) {
        continue;
      }
      const start = Math.max(ticket.arrived, busyUntil.get(fixer.name));
      const end = start + ticket.minutes;
      if (end > fixer.to) {
        continue;
      }
      if (best === null || start < best.start) {
        best = { ticket, fixer: fixer.name, start, end };
      }
    }
    if (best === null) {
      unassigned.push(ticket);
    } else {
      busyUntil.set(best.fixer, best.end);
      assignments.push(best);
    }
  }
  return { assignments, unassigned };
}

module.exports = { assignTickets };
