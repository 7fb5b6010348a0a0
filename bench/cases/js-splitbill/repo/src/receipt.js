import { formatCents } from "./money.js";

// receipt renders a split as one line per diner and a total line.
export function receipt(split) {
  const width = Math.max(5, ...split.shares.map((s) => s.diner.length));
  const lines = split.shares.map((s) => `${s.diner.padEnd(width)}  ${formatCents(s.total).padStart(8)}`);
  lines.push(`${"total".padEnd(width)}  ${formatCents(split.total).padStart(8)}`);
  return lines.join("\n");
}
