import { formatAmount, type Currency } from "./money.js";
import type { Share } from "./split.js";

/** One line per person, "Ana ........ €23.10", padded to `width`, then the table's total. */
export function receipt(shares: Share[], cur: Currency, width = 24): string[] {
  const lines = shares.map((s) => dotted(s.person, formatAmount(s.total, cur), width));
  const total = shares.reduce((sum, s) => sum + s.total, 0);
  lines.push(dotted("Total", formatAmount(total, cur), width));
  return lines;
}

function dotted(left: string, right: string, width: number): string {
  const dots = Math.max(2, width - left.length - right.length - 2);
  return `${left} ${".".repeat(dots)} ${right}`;
}
