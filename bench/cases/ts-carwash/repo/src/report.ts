// The end-of-day sheet.

import { formatTime } from "./clock";
import { formatMoney } from "./pricing";
import { waits, type Slot } from "./queue";
import { totals, type Sale } from "./takings";

export function daySheet(date: string, sales: Sale[], slots: Slot[]): string {
  const t = totals(sales);
  const w = waits(slots);
  const lines: string[] = [];
  lines.push(`Day sheet ${date}`);
  lines.push(`Washes: ${t.washes}, takings ${formatMoney(t.totalCents)} (loyalty ${formatMoney(t.discountCents)})`);
  lines.push(`Average ticket: ${formatMoney(t.averageCents)}, water ${t.waterLitres} L`);
  for (const [code, row] of [...t.byProgramme.entries()].sort()) {
    lines.push(`  ${code.padEnd(7)} ${String(row.washes).padStart(3)}  ${formatMoney(row.cents).padStart(8)}`);
  }
  lines.push(`Longest wait ${w.longest} min, average ${w.average.toFixed(1)} min`);
  for (const s of slots) {
    lines.push(`  ${s.plate.padEnd(8)} bay ${s.bay} ${formatTime(s.start)}-${formatTime(s.finish)}`);
  }
  return lines.join("\n") + "\n";
}
