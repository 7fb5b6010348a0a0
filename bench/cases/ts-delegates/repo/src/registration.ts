import { Day, onOrBefore } from './dates';
import { bestDiscount, findPromo } from './discounts';
import { formatGBP, vatOn } from './money';
import { TicketType, earlyBirdPrice } from './tickets';

export interface Delegate {
  name: string;
  type: TicketType;
}

export interface Booking {
  company: string;
  bookedOn: Day;
  delegates: Delegate[];
  promoCode?: string;
}

export interface InvoiceLine {
  text: string;
  pence: number;
}

export interface Invoice {
  lines: InvoiceLine[];
  net: number;
  vat: number;
  total: number;
}

export function invoice(booking: Booking): Invoice {
  if (booking.delegates.length === 0) throw new Error('a booking needs at least one delegate');
  const lines: InvoiceLine[] = [];
  let passes = 0;
  for (const d of booking.delegates) {
    const pence = earlyBirdPrice(d.type, booking.bookedOn);
    passes += pence;
    lines.push({ text: `${d.name} (${d.type} pass)`, pence });
  }
  const promo = booking.promoCode ? findPromo(booking.promoCode) : undefined;
  if (booking.promoCode && (!promo || !onOrBefore(booking.bookedOn, promo.expires))) {
    throw new Error(`promo code not valid: ${booking.promoCode}`);
  }
  const discount = bestDiscount(passes, booking.delegates.length, promo);
  if (discount > 0) lines.push({ text: 'Discount', pence: -discount });
  const net = passes - discount;
  const vat = vatOn(net);
  return { lines, net, vat, total: net + vat };
}

export function render(booking: Booking, inv: Invoice): string {
  const rows = [`Invoice: ${booking.company}`];
  for (const l of inv.lines) rows.push(`${l.text.padEnd(36)}${formatGBP(l.pence).padStart(12)}`);
  rows.push(`${'VAT at 20%'.padEnd(36)}${formatGBP(inv.vat).padStart(12)}`);
  rows.push(`${'Total'.padEnd(36)}${formatGBP(inv.total).padStart(12)}`);
  return rows.join('\n');
}
