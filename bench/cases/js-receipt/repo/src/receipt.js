import { formatMoney, taxOf } from './money.js';
import { resolveOptions } from './options.js';

function line(left, right, width) {
  const room = width - right.length - 1;
  const text = left.length > room ? left.slice(0, room - 1) + '…' : left;
  return text.padEnd(width - right.length) + right;
}

export function subtotal(items) {
  return items.reduce((sum, item) => sum + item.cents * (item.qty ?? 1), 0);
}

export function renderReceipt(items, options) {
  const opts = resolveOptions(options);
  const money = (c) => formatMoney(c, opts.currency);
  const lines = [];
  for (const item of items) {
    const qty = item.qty ?? 1;
    const label = qty > 1 ? `${qty} x ${item.name}` : item.name;
    lines.push(line(label, money(item.cents * qty), opts.width));
  }
  const net = subtotal(items);
  const tax = taxOf(net, opts.taxRate);
  lines.push('-'.repeat(opts.width));
  lines.push(line('Subtotal', money(net), opts.width));
  lines.push(line(`${opts.taxLabel} ${Math.round(opts.taxRate * 100)}%`, money(tax), opts.width));
  lines.push(line('Total', money(net + tax), opts.width));
  return lines.join('\n');
}
