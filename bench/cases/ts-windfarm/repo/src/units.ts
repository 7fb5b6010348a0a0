export const KNOTS_PER_MS = 1.943844;
export const RECORD_MINUTES = 10;

/** Wind shear exponent for open farmland, used when a site has no measured value. */
export const DEFAULT_SHEAR = 0.14;

export function knotsToMs(knots: number): number {
  return knots / KNOTS_PER_MS;
}

export function msToKnots(ms: number): number {
  return ms * KNOTS_PER_MS;
}

/**
 * Wind speed at hub height from a speed measured lower down the mast,
 * by the power law v = v_ref * (h / h_ref) ^ alpha.
 */
export function shearToHub(speed: number, measuredAtM: number, hubHeightM: number, alpha = DEFAULT_SHEAR): number {
  if (measuredAtM <= 0 || hubHeightM <= 0) {
    throw new RangeError(`heights must be positive: ${measuredAtM} m, ${hubHeightM} m`);
  }
  return speed * Math.pow(hubHeightM / measuredAtM, alpha);
}

/** Energy of a constant power held for one SCADA record, in kWh. */
export function recordEnergyKwh(powerKw: number): number {
  return (powerKw * RECORD_MINUTES) / 60;
}

export function round(value: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}
