/** What a courier co-op charges; every field can be set per client contract. */
export interface Tariff {
  /** Flat fee for a pickup, in cents. */
  baseCents: number;
  /** Price of each kilometre past the free ones, in cents. */
  perKmCents: number;
  /** Kilometres included in the base fee. */
  freeKm: number;
  /** Extra on a rush job, in percent of the price before it. */
  rushPct: number;
  /** Kilometres are rounded up to a multiple of this before pricing. */
  kmStep: number;
  /** The symbol put before amounts on quotes and receipts. */
  currency: string;
}

export const DEFAULT_TARIFF: Readonly<Tariff> = Object.freeze({
  baseCents: 450,
  perKmCents: 120,
  freeKm: 2,
  rushPct: 50,
  kmStep: 0.5,
  currency: "€",
});

export type TariffOptions = Partial<Tariff>;

function pick<T>(value: T | undefined, fallback: T): T {
  return value === undefined ? fallback : value;
}

/** A full tariff from a contract's options: what is not set comes from DEFAULT_TARIFF. */
export function resolveTariff(options: TariffOptions = {}): Tariff {
  const tariff: Tariff = {
    baseCents: pick(options.baseCents, DEFAULT_TARIFF.baseCents),
    perKmCents: pick(options.perKmCents, DEFAULT_TARIFF.perKmCents),
    freeKm: pick(options.freeKm, DEFAULT_TARIFF.freeKm),
    rushPct: pick(options.rushPct, DEFAULT_TARIFF.rushPct),
    kmStep: pick(options.kmStep, DEFAULT_TARIFF.kmStep),
    currency: pick(options.currency, DEFAULT_TARIFF.currency),
  };
  validate(tariff);
  return tariff;
}

function validate(tariff: Tariff): void {
  for (const key of ["baseCents", "perKmCents", "freeKm", "rushPct"] as const) {
    if (!Number.isFinite(tariff[key]) || tariff[key] < 0) {
      throw new RangeError(`tariff ${key} must be a number >= 0, got ${tariff[key]}`);
    }
  }
  if (!(tariff.kmStep > 0)) {
    throw new RangeError(`tariff kmStep must be > 0, got ${tariff.kmStep}`);
  }
}
