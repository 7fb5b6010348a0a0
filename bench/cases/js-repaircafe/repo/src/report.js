'use strict';

const { formatClock } = require('./clock');

function formatReport(result) {
  const lines = [];
  const byStart = [...result.assignments].sort((a, b) => a.start - b.start || a.ticket.id.localeCompare(b.ticket.id));
  for (const a of byStart) {
    lines.push(
      `${formatClock(a.start)}-${formatClock(a.end)}  ${a.ticket.id}  ${a.ticket.category.padEnd(8)} ${a.fixer}`,
    );
  }
  if (result.unassigned.length > 0) {
    lines.push('');
    lines.push(`not seen today: ${result.unassigned.map((t) => t.id).join(', ')}`);
  }
  return lines.join('\n');
}

module.exports = { formatReport };
