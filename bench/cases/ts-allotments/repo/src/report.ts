/** Lines for the committee's letters and the noticeboard. */
import type { Allocation } from "./allocate";

export function pounds(pence: number): string {
  const sign = pence < 0 ? "-" : "";
  const abs = Math.abs(pence);
  return `${sign}£${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

export function offerLines(allocation: Allocation): string[] {
  return allocation.offers.map((o) => `Plot ${o.plot} offered to ${o.applicant} at ${pounds(o.rentPence)} a year`);
}

export function noticeboard(allocation: Allocation): string {
  const lines = offerLines(allocation);
  if (allocation.unlet.length > 0) lines.push(`Still free: ${allocation.unlet.join(", ")}`);
  lines.push(`${allocation.waiting.length} waiting`);
  return lines.join("\n");
}
