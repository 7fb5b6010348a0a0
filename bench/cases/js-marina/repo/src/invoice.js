import { formatMoney } from './units.js';

export const VAT_RATE = 0.2;

// Prices in the quote include VAT; the invoice shows the VAT part.
export function totals(lines) {
  const gross = lines.reduce((sum, line) => sum + line.pence, 0);
  const net = Math.round(gross / (1 + VAT_RATE));
  return { gross, net, vat: gross - net };
}

export function render(boatName, lines) {
  const out = [`Invoice: ${boatName}`];
  for (const line of lines) {
    out.push(`${line.item.padEnd(34)}${formatMoney(line.pence).padStart(10)}`);
  }
  const { gross, net, vat } = totals(lines);
  out.push(`${'Net'.padEnd(34)}${formatMoney(net).padStart(10)}`);
  out.push(`${'VAT 20%'.padEnd(34)}${formatMoney(vat).padStart(10)}`);
  out.push(`${'Total'.padEnd(34)}${formatMoney(gross).padStart(10)}`);
  return out.join('\n');
}
