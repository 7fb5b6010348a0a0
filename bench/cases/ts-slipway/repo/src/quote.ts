import { daysBetween } from "./dates.js";
import { liftPence, servicePence, standingPence } from "./tariff.js";
import type { Booking, Service } from "./types.js";

export interface QuoteLine {
  label: string;
  pence: number;
}

export interface Quote {
  bookingId: string;
  lines: QuoteLine[];
  totalPence: number;
}

const SERVICE_LABELS: Record<Service, string> = {
  "pressure-wash": "Pressure wash",
  antifoul: "Antifouling (labour)",
  anodes: "Replace anodes",
  "mast-lift": "Mast lift",
};

export function quote(booking: Booking): Quote {
  const days = daysBetween(booking.haulOut, booking.relaunch);
  if (days < 0) throw new Error(`${booking.id}: relaunch before haul-out`);
  const lines: QuoteLine[] = [
    { label: "Lift out and relaunch", pence: liftPence(booking.boat) },
    { label: `Hardstanding, ${days} day${days === 1 ? "" : "s"}`, pence: standingPence(booking.boat, days) },
    ...booking.services.map((s) => ({ label: SERVICE_LABELS[s], pence: servicePence(booking.boat, s) })),
  ];
  return { bookingId: booking.id, lines, totalPence: lines.reduce((sum, l) => sum + l.pence, 0) };
}
