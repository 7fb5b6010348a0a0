export const DEFAULTS = {
  taxPercent: 0,
  tipPercent: 0,
  tipOnPreTax: true,
};

// resolveOptions fills in the defaults for the options a caller left out.
export function resolveOptions(options = {}) {
  return { ...DEFAULTS, ...options };
}
