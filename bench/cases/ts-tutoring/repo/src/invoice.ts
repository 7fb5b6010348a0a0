import { Pence, formatPence, sum } from "./money";
import { PricedLesson } from "./pricing";
import { formatDate, formatTime } from "./time";

export interface InvoiceLine {
  date: string;
  student: string;
  description: string;
  amountPence: Pence;
}

export interface FamilyInvoice {
  family: string;
  month: string;
  lines: InvoiceLine[];
  totalPence: Pence;
}

function describe(p: PricedLesson): string {
  const what = `${p.lesson.subject} with ${p.tutor.name}, ${formatTime(p.lesson.start)}, ${p.lesson.minutes} min`;
  return p.note ? `${what} (${p.note})` : what;
}

/** One invoice line per lesson of the family's students in the month, in order of start. */
export function familyInvoice(family: string, month: string, priced: PricedLesson[]): FamilyInvoice {
  const lines = priced
    .filter((p) => p.student.family === family)
    .sort((a, b) => a.lesson.start.getTime() - b.lesson.start.getTime())
    .map((p) => ({
      date: formatDate(p.lesson.start),
      student: p.student.name,
      description: describe(p),
      amountPence: p.pricePence,
    }));
  return { family, month, lines, totalPence: sum(lines.map((l) => l.amountPence)) };
}

export function renderInvoice(invoice: FamilyInvoice): string {
  const out = [`Invoice for the ${invoice.family} family, ${invoice.month}`, ""];
  for (const line of invoice.lines) {
    out.push(`${line.date}  ${line.student.padEnd(8)}${line.description.padEnd(60)}${formatPence(line.amountPence).padStart(10)}`);
  }
  out.push("");
  out.push(`${"Total".padEnd(80)}${formatPence(invoice.totalPence).padStart(10)}`);
  return out.join("\n") + "\n";
}
