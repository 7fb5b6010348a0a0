import type { Booking } from "./bookings.js";
import { describeType, type Hirer } from "./hirers.js";
import { formatPence } from "./money.js";
import type { Quote } from "./pricing.js";
import type { Room } from "./rooms.js";
import { describeSlot } from "./time.js";

const WIDTH = 48;

function row(left: string, right: string): string {
  const gap = Math.max(1, WIDTH - left.length - right.length);
  return left + " ".repeat(gap) + right;
}

/** The invoice text sent to the hirer. */
export function renderInvoice(booking: Booking, room: Room, hirer: Hirer, q: Quote): string {
  const out: string[] = [
    "Ashcombe Village Hall",
    `Invoice for booking ${booking.id}`,
    "",
    `${hirer.name} (${describeType(hirer.type)})`,
    `${room.name}, ${describeSlot(booking.slot)}`,
  ];
  if (booking.note) {
    out.push(`Note: ${booking.note}`);
  }
  out.push("");
  for (const line of q.lines) {
    out.push(row(line.text, formatPence(line.amount)));
  }
  if (q.discount > 0) {
    out.push(row("Discount", formatPence(-q.discount)));
  }
  out.push(row("Total", formatPence(q.total)));
  if (q.deposit > 0) {
    out.push(row("Deposit due on booking", formatPence(q.deposit)));
  }
  return out.join("\n") + "\n";
}
