// Fish weights are recorded in ounces internally (the scales at the
// weigh-in read pounds and ounces), and shown as "12lb 4oz".

export const OUNCES_PER_POUND = 16;
export const GRAMS_PER_OUNCE = 28.349523125;

/** Total ounces for a weight given in pounds and ounces. */
export function toOunces(pounds: number, ounces = 0): number {
  if (pounds < 0 || ounces < 0) {
    throw new RangeError('weight cannot be negative');
  }
  if (ounces >= OUNCES_PER_POUND) {
    throw new RangeError(`ounces must be below ${OUNCES_PER_POUND}, got ${ounces}`);
  }
  return pounds * OUNCES_PER_POUND + ounces;
}

/** Splits a weight in ounces into whole pounds and the remaining ounces. */
export function splitOunces(totalOunces: number): { pounds: number; ounces: number } {
  const whole = Math.round(totalOunces);
  return {
    pounds: Math.floor(whole / OUNCES_PER_POUND),
    ounces: whole % OUNCES_PER_POUND,
  };
}

/** "12lb 4oz", "0lb 9oz", "3lb" for an exact number of pounds. */
export function formatWeight(totalOunces: number): string {
  const { pounds, ounces } = splitOunces(totalOunces);
  return ounces === 0 ? `${pounds}lb` : `${pounds}lb ${ounces}oz`;
}

export function gramsToOunces(grams: number): number {
  return grams / GRAMS_PER_OUNCE;
}

/** Kilograms to one decimal place, for the county results sheet. */
export function ouncesToKg(totalOunces: number): number {
  return Math.round((totalOunces * GRAMS_PER_OUNCE) / 100) / 10;
}
