import type { Booking } from "./booking";
import { formatDuration } from "./time";

function money(cents: number): string {
  return `${(cents / 100).toFixed(2)} EUR`;
}

export function ticket(b: Booking): string {
  const lines = [
    `${b.route}  ${b.from} ${b.departs} -> ${b.to} ${b.arrives}`,
    `${b.km} km, ${formatDuration(b.minutes)}`,
    ...b.passengers.map((p) => `  ${p.name.padEnd(12)}${money(p.cents).padStart(12)}`),
    `  ${"Total".padEnd(12)}${money(b.total).padStart(12)}`,
  ];
  return lines.join("\n");
}
