import type { VisitType } from "./appointments";

export interface InvoiceLine {
  description: string;
  quantity: number;
  unitPence: number;
  vatable: boolean;
}

export const VAT_RATE = 0.2;

export const VISIT_FEES_PENCE: Record<VisitType, number> = {
  consult: 4850,
  vaccination: 5600,
  "nurse clinic": 1800,
  dental: 32500,
  "second opinion": 9500,
};

// Out-of-hours visits are charged at one and a half times the fee.
export const OUT_OF_HOURS_FACTOR = 1.5;

export function visitLine(type: VisitType, outOfHours = false): InvoiceLine {
  const fee = outOfHours ? Math.round(VISIT_FEES_PENCE[type] * OUT_OF_HOURS_FACTOR) : VISIT_FEES_PENCE[type];
  return { description: outOfHours ? `${type} (out of hours)` : type, quantity: 1, unitPence: fee, vatable: true };
}

// Medicines are charged per ml plus one dispensing fee per item.
export function medicineLines(name: string, ml: number, pencePerMl: number, dispensingPence = 450): InvoiceLine[] {
  return [
    { description: `${name} ${ml} ml`, quantity: 1, unitPence: Math.round(ml * pencePerMl), vatable: true },
    { description: "dispensing fee", quantity: 1, unitPence: dispensingPence, vatable: true },
  ];
}

export function lineTotal(line: InvoiceLine): number {
  return line.quantity * line.unitPence;
}

export function invoiceTotals(lines: InvoiceLine[]): { net: number; vat: number; gross: number } {
  const net = lines.reduce((sum, l) => sum + lineTotal(l), 0);
  const vatable = lines.filter((l) => l.vatable).reduce((sum, l) => sum + lineTotal(l), 0);
  const vat = Math.round(vatable * VAT_RATE);
  return { net, vat, gross: net + vat };
}

// What the insurer pays and what the client pays: the client pays the excess
// and then a co-payment percentage of the rest.
export function insuranceSplit(gross: number, excessPence: number, coPayPercent = 0): { insurer: number; client: number } {
  if (gross <= excessPence) return { insurer: 0, client: gross };
  const rest = gross - excessPence;
  const coPay = Math.round((rest * coPayPercent) / 100);
  return { insurer: rest - coPay, client: excessPence + coPay };
}

export function formatPence(pence: number): string {
  const sign = pence < 0 ? "-" : "";
  const abs = Math.abs(pence);
  const pounds = Math.floor(abs / 100).toLocaleString("en-GB");
  return `${sign}£${pounds}.${(abs % 100).toString().padStart(2, "0")}`;
}
