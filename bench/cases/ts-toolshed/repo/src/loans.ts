import { Catalog, findTool } from "./catalog";
import { addDays, daysBetween } from "./util/dates";
import { capAt, sumCents } from "./util/money";

export interface Loan {
  toolId: string;
  member: string;
  out: string;
  due: string;
  returned?: string;
}

export function checkout(catalog: Catalog, toolId: string, member: string, out: string, days: number): Loan {
  findTool(catalog, toolId);
  if (!Number.isInteger(days) || days < 1) {
    throw new Error(`a loan lasts a whole number of days, at least one: ${days}`);
  }
  return { toolId, member, out, due: addDays(out, days) };
}

export function returnTool(loan: Loan, on: string): Loan {
  if (loan.returned) {
    throw new Error(`${loan.toolId} was already returned on ${loan.returned}`);
  }
  if (daysBetween(loan.out, on) < 0) {
    throw new Error(`returned before it went out: ${on}`);
  }
  return { ...loan, returned: on };
}

/** Days past the due date: 0 when returned on or before it (or not yet returned, as of `asOf`). */
export function daysLate(loan: Loan, asOf?: string): number {
  const end = loan.returned ?? asOf;
  if (!end) {
    return 0;
  }
  return Math.max(0, daysBetween(loan.due, end));
}

/** The late fee in cents, never more than the tool's deposit. */
export function lateFee(catalog: Catalog, loan: Loan, asOf?: string): number {
  const tool = findTool(catalog, loan.toolId);
  return capAt(daysLate(loan, asOf) * tool.dailyLateFeeCents, tool.depositCents);
}

export function memberBalance(catalog: Catalog, loans: readonly Loan[], member: string, asOf: string): number {
  return sumCents(loans.filter((loan) => loan.member === member).map((loan) => lateFee(catalog, loan, asOf)));
}

export function overdue(loans: readonly Loan[], asOf: string): Loan[] {
  return loans.filter((loan) => !loan.returned && daysLate(loan, asOf) > 0);
}
