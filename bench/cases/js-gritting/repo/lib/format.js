'use strict';

function formatPlan(plan) {
  if (plan.jobs.length === 0) return 'No treatment tonight.\n';
  const lines = ['Route  Pri  Treatment      Salt t'];
  for (const j of plan.jobs) {
    lines.push(`${j.id.padEnd(5)}  ${String(j.priority).padStart(3)}  ${j.treatment.padEnd(13)}  ${j.tonnes.toFixed(2).padStart(6)}`);
  }
  lines.push(`Total salt ${plan.totalTonnes.toFixed(2)} t`);
  lines.push('');
  for (const l of plan.lorries) {
    lines.push(`${l.depot} lorry ${l.lorry}: ${l.routes.join(', ')} (${l.tonnes.toFixed(2)} t)`);
  }
  return lines.join('\n') + '\n';
}

module.exports = { formatPlan };
