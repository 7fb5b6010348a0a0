import { pounds } from "./money";
import type { Job, Quote } from "./quote";
import { formatSize } from "./units";

// The quote slip the customer takes away and the copy pinned to the job.

const WIDTH = 40;

function row(left: string, right: string): string {
  const gap = Math.max(1, WIDTH - left.length - right.length);
  return left + " ".repeat(gap) + right;
}

export function ticket(ref: string, job: Job, q: Quote): string {
  const out = [`Job ${ref}`, `Artwork ${formatSize(job.art)}`];
  if (q.mount) out.push(`Mount ${formatSize(q.mount.outer)}, window ${formatSize(q.mount.window)}`);
  out.push(`Frame rebate ${formatSize(q.rebate)}`);
  out.push("-".repeat(WIDTH));
  for (const l of q.lines) out.push(row(l.item, pounds(l.pence)));
  out.push("-".repeat(WIDTH));
  out.push(row("Net", pounds(q.net)));
  out.push(row("VAT 20%", pounds(q.vat)));
  out.push(row("Total", pounds(q.total)));
  return out.join("\n") + "\n";
}
