export { formatMoney, taxOf } from './money.js';
export { DEFAULTS, resolveOptions } from './options.js';
export { renderReceipt, subtotal } from './receipt.js';
