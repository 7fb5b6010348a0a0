import type { Booking, Trader } from './types';
import { feesFor } from './fees';
import { formatMoney, sum } from './money';

/** The market manager's sheet: one line per pitch in pitch order, then the takings. */
export function daySheet(date: string, bookings: Booking[], unplaced: Trader[] = []): string {
  const fees = feesFor(bookings);
  const byPitch = [...bookings].sort((a, b) => a.pitch.id.localeCompare(b.pitch.id, 'en', { numeric: true }));
  const lines = [`Market day ${date}`];
  for (const b of byPitch) {
    const fee = fees.find((f) => f.pitchId === b.pitch.id)!;
    const extras = [fee.power ? 'power' : '', fee.discount ? `-${formatMoney(fee.discount)}` : '']
      .filter(Boolean)
      .join(', ');
    lines.push(`${b.pitch.id.padEnd(4)}${b.trader.name.padEnd(22)}${formatMoney(fee.total).padStart(8)}${extras ? `  (${extras})` : ''}`);
  }
  lines.push(`Takings: ${formatMoney(sum(fees.map((f) => f.total)))}`);
  if (unplaced.length) {
    lines.push(`No pitch: ${unplaced.map((t) => t.name).join(', ')}`);
  }
  return lines.join('\n');
}
