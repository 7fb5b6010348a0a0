import { allocate, percentOf } from "./money.js";
import { resolveOptions } from "./options.js";

// splitBill shares each item's price among the diners who had it, then spreads tax
// and tip in proportion to each diner's subtotal.
//
// items:  [{ name, cents, sharedBy: [diner, ...] }]
// diners: [diner, ...] (names, in the order the result lists them)
export function splitBill(items, diners, options) {
  const opts = resolveOptions(options);
  const subtotal = Object.fromEntries(diners.map((d) => [d, 0]));
  for (const item of items) {
    const shares = allocate(item.cents, item.sharedBy.map(() => 1));
    item.sharedBy.forEach((d, k) => {
      if (!(d in subtotal)) {
        throw new Error(`unknown diner ${d} on ${item.name}`);
      }
      subtotal[d] += shares[k];
    });
  }
  const food = diners.reduce((sum, d) => sum + subtotal[d], 0);
  const tax = percentOf(food, opts.taxPercent);
  const tipBase = opts.tipOnPreTax ? food : food + tax;
  const tip = percentOf(tipBase, opts.tipPercent);
  const weights = diners.map((d) => subtotal[d]);
  const taxShares = allocate(tax, weights);
  const tipShares = allocate(tip, weights);
  const shares = diners.map((d, k) => ({
    diner: d,
    food: subtotal[d],
    tax: taxShares[k],
    tip: tipShares[k],
    total: subtotal[d] + taxShares[k] + tipShares[k],
  }));
  return { food, tax, tip, total: food + tax + tip, shares };
}
