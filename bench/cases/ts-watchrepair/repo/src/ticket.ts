/**
 * The ticket that goes back to the customer with the watch.
 */
import { Job, promisedDate } from './jobs';
import { Quote, formatPence } from './quote';
import { assess, bestGrade, describeFailure, GRADES } from './standards';
import { POSITION_NAMES, Reading, summarise } from './timegrapher';

function signed(value: number): string {
  return value > 0 ? `+${value}` : `${value}`;
}

export function regulationLine(readings: Reading[]): string {
  const summary = summarise(readings);
  const grade = bestGrade(summary);
  const figures = `rate ${signed(summary.averageRate)} s/d, delta ${summary.delta} s/d, amplitude ${summary.lowestAmplitude}°`;
  if (grade) {
    return `Regulation: ${grade.name} (${figures})`;
  }
  const loosest = GRADES[GRADES.length - 1];
  const reasons = assess(summary, loosest).map(describeFailure).join('; ');
  return `Regulation: below ${loosest.name} grade (${reasons})`;
}

export function positionLines(readings: Reading[]): string[] {
  return readings.map(
    (r) => `  ${POSITION_NAMES[r.position].padEnd(12)}${signed(r.rate).padStart(5)} s/d  ${String(r.amplitude).padStart(3)}°  ${r.beatError.toFixed(1)} ms`,
  );
}

export function formatTicket(job: Job, price: Quote, readings?: Reading[]): string {
  const lines = [
    `Ticket ${job.ticket}: ${job.customer}`,
    `${job.watch} (${job.calibre}), ${job.level} service`,
    `Received ${job.intake}, promised ${promisedDate(job)}`,
    `Labour ${formatPence(price.labour)}, parts ${formatPence(price.parts)}, extras ${formatPence(price.extras)}`,
    `Total ${formatPence(price.total)} including VAT ${formatPence(price.vat)}`,
  ];
  if (readings && readings.length > 0) {
    lines.push(regulationLine(readings));
    lines.push(...positionLines(readings));
  }
  return lines.join('\n');
}
