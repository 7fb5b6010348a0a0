import { formatDate } from './dates.js';

// The text of a day plan, for the shop's day sheet.
export function renderPlan(plan) {
  const lines = [`Dive day ${formatDate(plan.date)}`, ''];
  lines.push(`Fitting (${plan.booked.length}):`);
  for (const { diver, slot } of plan.booked) {
    lines.push(`  ${slot.time}  counter ${slot.counter}  ${diver.id}  ${diver.name}  ${diver.level}`);
  }
  if (plan.unfitted.length > 0) {
    lines.push('', `No fitting slot (${plan.unfitted.length}):`);
    for (const diver of plan.unfitted) {
      lines.push(`  ${diver.id}  ${diver.name}  ${diver.level}`);
    }
  }
  if (plan.turnedAway.length > 0) {
    lines.push('', `Not diving (${plan.turnedAway.length}):`);
    for (const { diver, reasons } of plan.turnedAway) {
      lines.push(`  ${diver.id}  ${diver.name}: ${reasons.join('; ')}`);
    }
  }
  return lines.join('\n') + '\n';
}
