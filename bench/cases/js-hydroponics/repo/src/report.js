import { PARTS } from './recipes.js';
import { totalMl } from './dosing.js';

const LABELS = { a: 'Part A', b: 'Part B', calmag: 'Cal-Mag' };

export function formatPlan(plan) {
  const lines = [`${plan.stage} feed for ${plan.litres} L (target EC ${plan.targetEc.toFixed(1)})`];
  for (const part of PARTS) {
    lines.push(`  ${LABELS[part].padEnd(8)}${plan.dose[part].toFixed(1).padStart(7)} ml`);
  }
  lines.push(`  ${'Total'.padEnd(8)}${totalMl(plan).toFixed(1).padStart(7)} ml`);
  return lines.join('\n');
}
