// Amounts are integer cents throughout.

export function toCents(amount) {
  return Math.round(amount * 100);
}

export function formatCents(cents) {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

// percentOf returns `percent` % of `cents`, rounded half up to a cent.
export function percentOf(cents, percent) {
  return Math.round((cents * percent) / 100);
}

// allocate splits `total` cents into parts proportional to `weights`, handing the
// cents lost to rounding down to the parts with the largest remainders (ties to the
// earliest part), so the parts always add up to `total`.
export function allocate(total, weights) {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) {
    return weights.map(() => 0);
  }
  const exact = weights.map((w) => (total * w) / sum);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((a, b) => a + b, 0);
  const order = exact
    .map((x, i) => ({ i, rem: x - Math.floor(x) }))
    .sort((a, b) => b.rem - a.rem || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    parts[i] += 1;
    left -= 1;
  }
  return parts;
}
