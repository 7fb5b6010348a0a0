import { crateFor, needsCourier } from "./courier.js";
import { checkVenue } from "./venue.js";
import type { LoanObject, Venue } from "./types.js";

const GBP = new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP", maximumFractionDigits: 0 });

/** The registrar's summary of a loan to a venue, one line per object then the problems. */
export function loanSummary(venue: Venue, objects: readonly LoanObject[]): string {
  const lines = [`Loan to ${venue.name}, ${objects.length} objects`];
  for (const o of objects) {
    const courier = needsCourier(o) ? ", courier" : "";
    lines.push(`${o.accession} ${o.title} (${o.material}) ${GBP.format(o.valueGbp)}, ${crateFor(o.material)}${courier}`);
  }
  const total = objects.reduce((sum, o) => sum + o.valueGbp, 0);
  lines.push(`Total value ${GBP.format(total)}`);
  const problems = checkVenue(venue, objects);
  if (problems.length === 0) {
    lines.push("No problems with the venue's conditions");
  } else {
    for (const p of problems) lines.push(`! ${p.accession}: ${p.message}`);
  }
  return lines.join("\n");
}
