import { DAY_MS, formatDate, parseDate } from "./calendar";
import type { Patient, Species } from "./patients";

export interface VaccineRule {
  code: string;
  name: string;
  species: Species;
  boosterMonths: number;
  // Lapsed longer than this after the last dose, the primary course starts again.
  restartAfterMonths?: number;
}

export const VACCINES: readonly VaccineRule[] = [
  { code: "DHP", name: "distemper, hepatitis, parvovirus", species: "dog", boosterMonths: 36 },
  { code: "L4", name: "leptospirosis", species: "dog", boosterMonths: 12, restartAfterMonths: 18 },
  { code: "KC", name: "kennel cough", species: "dog", boosterMonths: 12 },
  { code: "FVRCP", name: "cat flu and enteritis", species: "cat", boosterMonths: 36 },
  { code: "FeLV", name: "feline leukaemia", species: "cat", boosterMonths: 12, restartAfterMonths: 24 },
  { code: "RHD2", name: "myxomatosis and RHD", species: "rabbit", boosterMonths: 12 },
  { code: "DIST-F", name: "ferret distemper", species: "ferret", boosterMonths: 12 },
];

export interface VaccineRecord {
  patientId: string;
  code: string;
  given: string;
}

export type DueStatus = "overdue" | "due soon" | "up to date" | "restart course";

export interface DueItem {
  code: string;
  name: string;
  due: string;
  status: DueStatus;
}

function addMonths(d: Date, months: number): Date {
  const year = d.getUTCFullYear();
  const month = d.getUTCMonth() + months;
  // Clamp to the end of a shorter month: 31 January + 1 month is 28/29 February.
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(d.getUTCDate(), lastDay)));
}

function addDays(d: Date, days: number): Date {
  return new Date(d.getTime() + days * DAY_MS);
}

export function rulesFor(species: Species): VaccineRule[] {
  return VACCINES.filter((r) => r.species === species);
}

export function lastGiven(records: VaccineRecord[], patientId: string, code: string): Date | undefined {
  const dates = records
    .filter((r) => r.patientId === patientId && r.code === code)
    .map((r) => parseDate(r.given).getTime());
  return dates.length ? new Date(Math.max(...dates)) : undefined;
}

// Boosters for the vaccines the patient has had, soonest first.
export function dueList(patient: Patient, records: VaccineRecord[], on: Date, soonDays = 28): DueItem[] {
  const items: DueItem[] = [];
  for (const rule of rulesFor(patient.species)) {
    const last = lastGiven(records, patient.id, rule.code);
    if (!last) continue;
    const due = addMonths(last, rule.boosterMonths);
    let status: DueStatus;
    if (rule.restartAfterMonths !== undefined && on > addMonths(last, rule.restartAfterMonths)) {
      status = "restart course";
    } else if (due < on) {
      status = "overdue";
    } else if (due <= addDays(on, soonDays)) {
      status = "due soon";
    } else {
      status = "up to date";
    }
    items.push({ code: rule.code, name: rule.name, due: formatDate(due), status });
  }
  return items.sort((a, b) => a.due.localeCompare(b.due) || a.code.localeCompare(b.code));
}

// The practice sends a reminder four weeks before a booster is due and a
// second one a week after, if it has not been given.
export function reminderDates(due: string): { first: string; second: string } {
  const d = parseDate(due);
  return { first: formatDate(addDays(d, -28)), second: formatDate(addDays(d, 7)) };
}
