import { weekday } from "./clock.js";
import { actFee, surcharge, travelFee } from "./fees.js";
import type { Appointment } from "./types.js";

export interface InvoiceLine {
  description: string;
  cents: number;
}

export interface Invoice {
  appointmentId: string;
  client: string;
  lines: InvoiceLine[];
  totalCents: number;
}

const ACT_LABELS = {
  acknowledgment: "Acknowledgment",
  jurat: "Jurat",
  oath: "Oath / affirmation",
  copyCertification: "Copy certification",
} as const;

export function formatCents(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}$${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

export function buildInvoice(appt: Appointment, hours: { opensAt: number; closesAt: number }): Invoice {
  const lines: InvoiceLine[] = appt.acts.map((act) => ({
    description: `${ACT_LABELS[act.kind]} x${act.count}${act.pages && act.pages > 1 ? ` (${act.pages} pages)` : ""}`,
    cents: actFee(act),
  }));

  const travel = travelFee(appt.location);
  if (travel > 0 && appt.location.kind === "mobile") {
    lines.push({ description: `Travel to ${appt.location.address}`, cents: travel });
  }

  const extra = surcharge(appt.start, appt.duration, weekday(appt.day), hours);
  if (extra > 0) lines.push({ description: "Out-of-hours surcharge", cents: extra });

  return {
    appointmentId: appt.id,
    client: appt.client,
    lines,
    totalCents: lines.reduce((sum, l) => sum + l.cents, 0),
  };
}

export function renderInvoice(inv: Invoice): string {
  const width = Math.max(...inv.lines.map((l) => l.description.length), "Total".length);
  const body = inv.lines.map((l) => `${l.description.padEnd(width)}  ${formatCents(l.cents).padStart(9)}`);
  return [`Invoice for ${inv.client} (${inv.appointmentId})`, ...body, `${"Total".padEnd(width)}  ${formatCents(inv.totalCents).padStart(9)}`].join("\n");
}
