import { Material } from './materials';
import { Price } from './pricing';
import { CompletedTicket, grossKg } from './tickets';
import { formatKg, formatPounds, formatTonnes } from './units';

const WIDTH = 40;

function line(label: string, value: string): string {
  const gap = Math.max(1, WIDTH - label.length - value.length);
  return label + ' '.repeat(gap) + value;
}

function time(iso: string): string {
  return iso.slice(11, 16);
}

/** The ticket handed through the window, fixed width for the kiosk printer. */
export function printTicket(ticket: CompletedTicket, material: Material, price: Price): string {
  const tare = ticket.direction === 'in' ? ticket.secondWeighKg : ticket.firstWeighKg;
  const tareLabel = ticket.tareSource === 'stored' ? 'Tare (stored)' : 'Tare';
  const out: string[] = [
    line(`Ticket ${ticket.number}`, ticket.secondWeighAt.slice(0, 10)),
    line('Vehicle', ticket.registration),
    line('Customer', ticket.customer),
    line('Material', `${material.code} ${material.name}`.slice(0, WIDTH - 10)),
  ];
  if (material.ewc) {
    out.push(line('EWC', material.ewc));
  }
  out.push(
    '-'.repeat(WIDTH),
    line(`Gross ${time(ticket.direction === 'in' ? ticket.firstWeighAt : ticket.secondWeighAt)}`, formatKg(grossKg(ticket))),
    line(`${tareLabel} ${time(ticket.direction === 'in' ? ticket.secondWeighAt : ticket.firstWeighAt)}`, formatKg(tare)),
    line('Net', `${formatKg(price.netKg)} (${formatTonnes(price.netKg)})`),
    '-'.repeat(WIDTH),
    line('Disposal', formatPounds(price.disposalPence)),
  );
  if (price.landfillTaxPence > 0) {
    out.push(line('Landfill tax', formatPounds(price.landfillTaxPence)));
  }
  out.push(
    line('VAT 20%', formatPounds(price.vatPence)),
    line('Total', formatPounds(price.totalPence)),
  );
  return out.join('\n');
}
