const SYMBOLS = { EUR: '€', GBP: '£', USD: '$' };

export function formatMoney(cents, currency = 'EUR') {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  const whole = Math.floor(abs / 100);
  const frac = String(abs % 100).padStart(2, '0');
  return `${sign}${SYMBOLS[currency] ?? currency + ' '}${whole}.${frac}`;
}

export function taxOf(cents, rate) {
  return Math.round(cents * rate);
}
