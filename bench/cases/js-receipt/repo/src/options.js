export const DEFAULTS = {
  currency: 'EUR',
  width: 32,
  taxRate: 0.1,
  taxLabel: 'Tax',
};

export function resolveOptions(options = {}) {
  const merged = { ...DEFAULTS, ...options };
  if (merged.width < 16) {
    throw new RangeError(`receipt width ${merged.width} is under 16`);
  }
  return merged;
}
