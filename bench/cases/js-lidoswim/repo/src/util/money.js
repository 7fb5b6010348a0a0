// Money is kept in whole pence.

export function formatPence(pence) {
  const sign = pence < 0 ? '-' : '';
  const abs = Math.abs(pence);
  return `${sign}£${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

// `pence` raised by `percent`, rounded to the nearest 5p as the till does.
export function addPercent(pence, percent) {
  const raw = pence + (pence * percent) / 100;
  return Math.round(raw / 5) * 5;
}

export function sum(values) {
  return values.reduce((total, v) => total + v, 0);
}
